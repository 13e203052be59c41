# Installation and the CMake package (find_package(AMDGPUAsyncMark CONFIG)).
#
# (GNUInstallDirs: <libdir> is lib, or lib/<multiarch> when configured with
# CMAKE_INSTALL_PREFIX=/usr on Debian; <docdir> share/doc/amdgpu-asyncmark)
#
#   <prefix>/<libdir>/AMDGPUAsyncMark-22.so     the plugin (AMDGPUAsyncMark::Plugin)
#   <prefix>/<libdir>/AMDGPUAsyncMark.so        a link to it
#   <prefix>/<libdir>/libAsyncMark*.a           the in-process library
#                                               (AMDGPUAsyncMark::AMDGPUAsyncMark)
#   <prefix>/<libdir>/pkgconfig/amdgpu-asyncmark.pc   the same for pkg-config
#   <prefix>/include/AMDGPUAsyncMark/...        public headers, umbrella
#                                               AMDGPUAsyncMark/AMDGPUAsyncMark.h
#   <prefix>/bin/asyncmark-upgrade, asyncmark-check, update-asyncmark-checks
#   <prefix>/share/amdgpu-asyncmark/VERSION
#   <prefix>/share/amdgpu-asyncmark/target-facts.json   the target-facts table
#   <prefix>/share/amdgpu-asyncmark/python/asyncmark_tools   the Python tools
#   <prefix>/share/amdgpu-asyncmark/lit/asyncmark_lit.py     the lit kit
#   <prefix>/share/amdgpu-asyncmark/install-dirs  the directories above
#   <prefix>/<docdir>/                          LICENSE, README.md, CHANGELOG.md,
#                                               Usage.md, Design.md, asyncmark-check.md
#   <prefix>/<libdir>/cmake/AMDGPUAsyncMark/    the package
include(CMakePackageConfigHelpers)

# The docs go to share/doc/amdgpu-asyncmark (the package's name, as Debian
# names doc directories), not GNUInstallDirs' share/doc/AMDGPUAsyncMark.
set(AMDGPU_ASYNCMARK_INSTALL_DOCDIR
  ${CMAKE_INSTALL_DATAROOTDIR}/doc/amdgpu-asyncmark CACHE STRING
  "Where the documentation is installed, relative to the prefix")
mark_as_advanced(AMDGPU_ASYNCMARK_INSTALL_DOCDIR)

set(AMDGPU_ASYNCMARK_INSTALL_CMAKEDIR
  ${CMAKE_INSTALL_LIBDIR}/cmake/AMDGPUAsyncMark CACHE STRING
  "Where the AMDGPUAsyncMark CMake package is installed, relative to the prefix")
mark_as_advanced(AMDGPU_ASYNCMARK_INSTALL_CMAKEDIR)

install(TARGETS
    AsyncMarkUsage AsyncMarkModel AsyncMarkVerify AsyncMarkTarget AsyncMarkSupport AsyncMarkIR
    AsyncMarkLLVMInternals
    AsyncMarkCodeGen AsyncMarkRegistration AMDGPUAsyncMarkLib
    AMDGPUAsyncMark asyncmark-upgrade
  EXPORT AMDGPUAsyncMarkTargets
  ARCHIVE DESTINATION ${CMAKE_INSTALL_LIBDIR}
  LIBRARY DESTINATION ${CMAKE_INSTALL_LIBDIR}
  RUNTIME DESTINATION ${CMAKE_INSTALL_BINDIR})

# AMDGPUAsyncMark.so: a link to the plugin of this LLVM version
# (AMDGPUAsyncMark-22.so), the name the documented commands use.
install(FILES $<TARGET_FILE_DIR:AMDGPUAsyncMark>/AMDGPUAsyncMark.so
  DESTINATION ${CMAKE_INSTALL_LIBDIR})

install(DIRECTORY ${PROJECT_SOURCE_DIR}/include/AMDGPUAsyncMark
  DESTINATION ${CMAKE_INSTALL_INCLUDEDIR}
  FILES_MATCHING PATTERN "*.h" PATTERN "*.def")
install(FILES ${PROJECT_BINARY_DIR}/include/AMDGPUAsyncMark/Version.h
    ${PROJECT_BINARY_DIR}/include/AMDGPUAsyncMark/TargetFactsTable.inc
  DESTINATION ${CMAKE_INSTALL_INCLUDEDIR}/AMDGPUAsyncMark)
# The C/HIP-facing header, configured from the target-facts table
# (cmake/CHeader.cmake).
install(FILES ${PROJECT_BINARY_DIR}/include/amdgpu_asyncmark.h
  DESTINATION ${CMAKE_INSTALL_INCLUDEDIR})

# The Python tools: bin/asyncmark-check and bin/update-asyncmark-checks are
# launchers of the asyncmark_tools package, which they find in
# share/amdgpu-asyncmark/python; the package reads the target-facts table
# next to it. The fuzzer and the code-quality benchmark, which generates
# its kernels with the fuzzer, need a build tree and are not installed.
install(DIRECTORY ${PROJECT_SOURCE_DIR}/utils/asyncmark_tools
  DESTINATION ${CMAKE_INSTALL_DATADIR}/amdgpu-asyncmark/python
  PATTERN "__pycache__" EXCLUDE
  PATTERN "fuzz" EXCLUDE
  PATTERN "codequality.py" EXCLUDE)
install(FILES ${PROJECT_SOURCE_DIR}/data/target-facts.json
  DESTINATION ${CMAKE_INSTALL_DATADIR}/amdgpu-asyncmark)
install(PROGRAMS ${PROJECT_SOURCE_DIR}/tools/asyncmark-check/asyncmark-check.py
  DESTINATION ${CMAKE_INSTALL_BINDIR} RENAME asyncmark-check)
# The downstream lit kit: substitutions module and the check updater.
install(FILES ${PROJECT_SOURCE_DIR}/utils/lit/asyncmark_lit.py
  DESTINATION ${CMAKE_INSTALL_DATADIR}/amdgpu-asyncmark/lit)
install(PROGRAMS ${PROJECT_SOURCE_DIR}/utils/update-asyncmark-checks.py
  DESTINATION ${CMAKE_INSTALL_BINDIR} RENAME update-asyncmark-checks)
install(FILES ${PROJECT_SOURCE_DIR}/VERSION
  DESTINATION ${CMAKE_INSTALL_DATADIR}/amdgpu-asyncmark)
# The directories this install uses, relative to the prefix, for the Python
# tools (asyncmark_tools/layout.py): the plugin's and the header's
# directories for the lit kit, the docs for asyncmark-check --help.
configure_file(${PROJECT_SOURCE_DIR}/cmake/install-dirs.in
  ${PROJECT_BINARY_DIR}/share/install-dirs @ONLY)
install(FILES ${PROJECT_BINARY_DIR}/share/install-dirs
  DESTINATION ${CMAKE_INSTALL_DATADIR}/amdgpu-asyncmark)
# Documentation: the licence, README, changelog and user guide, and the
# checker's manual under the name --help gives.
install(FILES
    ${PROJECT_SOURCE_DIR}/LICENSE
    ${PROJECT_SOURCE_DIR}/README.md
    ${PROJECT_SOURCE_DIR}/CHANGELOG.md
    ${PROJECT_SOURCE_DIR}/docs/Usage.md
    ${PROJECT_SOURCE_DIR}/docs/Design.md
  DESTINATION ${AMDGPU_ASYNCMARK_INSTALL_DOCDIR})
install(FILES ${PROJECT_SOURCE_DIR}/tools/asyncmark-check/README.md
  DESTINATION ${AMDGPU_ASYNCMARK_INSTALL_DOCDIR} RENAME asyncmark-check.md)

# pkg-config: amdgpu-asyncmark.pc for the in-process library (the static
# libraries in link order, LLVM's headers, definitions and libLLVM; LLVM
# ships no .pc file, so its flags are written in).
set(AMDGPU_ASYNCMARK_PC_LLVM_CFLAGS "")
foreach(_amdgpu_asyncmark_dir IN LISTS LLVM_INCLUDE_DIRS)
  string(APPEND AMDGPU_ASYNCMARK_PC_LLVM_CFLAGS " -I${_amdgpu_asyncmark_dir}")
endforeach()
foreach(_amdgpu_asyncmark_def IN LISTS LLVM_DEFINITIONS_LIST)
  string(APPEND AMDGPU_ASYNCMARK_PC_LLVM_CFLAGS " ${_amdgpu_asyncmark_def}")
endforeach()
if(NOT LLVM_ENABLE_RTTI)
  string(APPEND AMDGPU_ASYNCMARK_PC_LLVM_CFLAGS " -fno-rtti")
endif()
if(LLVM_LINK_LLVM_DYLIB)
  set(AMDGPU_ASYNCMARK_PC_LLVM_LIBS "-L${LLVM_LIBRARY_DIR} -lLLVM")
else()
  message(STATUS "amdgpu-asyncmark.pc: LLVM has no shared library; the "
                 "pkg-config file lists no LLVM libraries")
  set(AMDGPU_ASYNCMARK_PC_LLVM_LIBS "")
endif()
if(IS_ABSOLUTE "${CMAKE_INSTALL_LIBDIR}")
  set(AMDGPU_ASYNCMARK_PC_LIBDIR "${CMAKE_INSTALL_LIBDIR}")
else()
  set(AMDGPU_ASYNCMARK_PC_LIBDIR "\${prefix}/${CMAKE_INSTALL_LIBDIR}")
endif()
if(IS_ABSOLUTE "${CMAKE_INSTALL_INCLUDEDIR}")
  set(AMDGPU_ASYNCMARK_PC_INCLUDEDIR "${CMAKE_INSTALL_INCLUDEDIR}")
else()
  set(AMDGPU_ASYNCMARK_PC_INCLUDEDIR "\${prefix}/${CMAKE_INSTALL_INCLUDEDIR}")
endif()
# The prefix relative to the .pc file, so that the file holds wherever
# `cmake --install --prefix` puts it.
file(RELATIVE_PATH AMDGPU_ASYNCMARK_PC_PREFIX
  "/prefix/${CMAKE_INSTALL_LIBDIR}/pkgconfig" "/prefix")
string(REGEX REPLACE "/$" "" AMDGPU_ASYNCMARK_PC_PREFIX "${AMDGPU_ASYNCMARK_PC_PREFIX}")
configure_file(${PROJECT_SOURCE_DIR}/cmake/amdgpu-asyncmark.pc.in
  ${PROJECT_BINARY_DIR}/share/amdgpu-asyncmark.pc @ONLY)
install(FILES ${PROJECT_BINARY_DIR}/share/amdgpu-asyncmark.pc
  DESTINATION ${CMAKE_INSTALL_LIBDIR}/pkgconfig)

install(EXPORT AMDGPUAsyncMarkTargets
  NAMESPACE AMDGPUAsyncMark::
  DESTINATION ${AMDGPU_ASYNCMARK_INSTALL_CMAKEDIR})
configure_package_config_file(
  ${PROJECT_SOURCE_DIR}/cmake/AMDGPUAsyncMarkConfig.cmake.in
  ${PROJECT_BINARY_DIR}/cmake/AMDGPUAsyncMarkConfig.cmake
  INSTALL_DESTINATION ${AMDGPU_ASYNCMARK_INSTALL_CMAKEDIR}
  PATH_VARS CMAKE_INSTALL_INCLUDEDIR CMAKE_INSTALL_BINDIR)
# Compatibility follows the project's version policy (semantic versioning,
# README.md "Versions"): from 1.0 on, any release of the same major version
# is compatible (SameMajorVersion); before 1.0 a minor release may change
# the API, so 0.x accepts a request for the same 0.minor only
# (SameMinorVersion: a request for 0.2 accepts 0.2.x, never 0.3).
if(PROJECT_VERSION_MAJOR EQUAL 0)
  set(AMDGPU_ASYNCMARK_VERSION_COMPATIBILITY SameMinorVersion)
else()
  set(AMDGPU_ASYNCMARK_VERSION_COMPATIBILITY SameMajorVersion)
endif()
write_basic_package_version_file(
  ${PROJECT_BINARY_DIR}/cmake/AMDGPUAsyncMarkConfigVersion.cmake
  VERSION ${PROJECT_VERSION}
  COMPATIBILITY ${AMDGPU_ASYNCMARK_VERSION_COMPATIBILITY})
install(FILES
    ${PROJECT_BINARY_DIR}/cmake/AMDGPUAsyncMarkConfig.cmake
    ${PROJECT_BINARY_DIR}/cmake/AMDGPUAsyncMarkConfigVersion.cmake
  DESTINATION ${AMDGPU_ASYNCMARK_INSTALL_CMAKEDIR})
