# Run by cpack for each generator (CPACK_PROJECT_CONFIG_FILE).
if(CPACK_GENERATOR STREQUAL "DEB" AND
   NOT CPACK_AMDGPU_ASYNCMARK_INSTALL_PREFIX MATCHES "^/usr/?$")
  message(WARNING
    "amdgpu-asyncmark: this tree was configured with CMAKE_INSTALL_PREFIX="
    "${CPACK_AMDGPU_ASYNCMARK_INSTALL_PREFIX}, so the package puts the "
    "libraries in /usr/${CPACK_AMDGPU_ASYNCMARK_LIBDIR}, not "
    "/usr/lib/<multiarch>; configure with -DCMAKE_INSTALL_PREFIX=/usr for a "
    "Debian package")
endif()
