# A Debian package of the install (cpack -G DEB), top-level builds only:
#
#   cmake -S . -B build -G Ninja -DCMAKE_INSTALL_PREFIX=/usr
#   cmake --build build
#   (cd build && cpack -G DEB)      # amdgpu-asyncmark_<version>_<arch>.deb
#
# It holds everything `cmake --install` installs, under /usr. Configure with
# CMAKE_INSTALL_PREFIX=/usr so that GNUInstallDirs puts the libraries in
# lib/<multiarch>; a tree configured for another prefix packages its lib/
# (cpack warns). The plugin and the library are tied to LLVM 22.1's ABI
# (libLLVM.so.22.1): the package depends on that release of libllvm22.
set(CPACK_PACKAGE_NAME "amdgpu-asyncmark")
set(CPACK_PACKAGE_VERSION "${PROJECT_VERSION}")
set(CPACK_PACKAGE_DESCRIPTION_SUMMARY
  "AMDGPU asyncmark intrinsics and async LDS DMA for LLVM ${LLVM_VERSION_MAJOR}")
set(CPACK_PACKAGE_DESCRIPTION
  "An LLVM pass plugin (llc, clang, opt) that implements llvm.amdgcn.asyncmark, llvm.amdgcn.wait.asyncmark and the async global-to-LDS DMA for Debian's LLVM ${LLVM_VERSION_MAJOR}, with its in-process library, headers, CMake and pkg-config files, the IR upgrade tool, the assembly checker and the lit kit.")
set(CPACK_RESOURCE_FILE_LICENSE "${PROJECT_SOURCE_DIR}/LICENSE")
set(CPACK_PACKAGING_INSTALL_PREFIX "/usr")
set(AMDGPU_ASYNCMARK_DEB_MAINTAINER "AMDGPU asyncmark maintainers" CACHE STRING
  "The Maintainer field of the Debian package")
set(CPACK_PACKAGE_CONTACT "${AMDGPU_ASYNCMARK_DEB_MAINTAINER}")
set(CPACK_DEBIAN_FILE_NAME DEB-DEFAULT)
set(CPACK_DEBIAN_PACKAGE_SECTION "devel")
math(EXPR _amdgpu_asyncmark_next_minor "${LLVM_VERSION_MINOR} + 1")
set(CPACK_DEBIAN_PACKAGE_DEPENDS
  "libllvm${LLVM_VERSION_MAJOR} (>= 1:${LLVM_VERSION_MAJOR}.${LLVM_VERSION_MINOR}), libllvm${LLVM_VERSION_MAJOR} (<< 1:${LLVM_VERSION_MAJOR}.${_amdgpu_asyncmark_next_minor}~), llvm-${LLVM_VERSION_MAJOR}, python3")
set(CPACK_DEBIAN_PACKAGE_RECOMMENDS
  "llvm-${LLVM_VERSION_MAJOR}-dev, clang-${LLVM_VERSION_MAJOR}, lld-${LLVM_VERSION_MAJOR}")
unset(_amdgpu_asyncmark_next_minor)
# For the warning in cmake/PackagingProject.cmake (run by cpack).
set(CPACK_AMDGPU_ASYNCMARK_INSTALL_PREFIX "${CMAKE_INSTALL_PREFIX}")
set(CPACK_AMDGPU_ASYNCMARK_LIBDIR "${CMAKE_INSTALL_LIBDIR}")
set(CPACK_PROJECT_CONFIG_FILE "${PROJECT_SOURCE_DIR}/cmake/PackagingProject.cmake")
include(CPack)
