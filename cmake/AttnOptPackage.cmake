# The installable CMake package: `cmake --install` puts headers (with the
# generated .inc files), TableGen files, libraries, plugins, tools and
# lib/cmake/AttnOpt/AttnOptConfig.cmake under the prefix, so that another
# project does find_package(AttnOpt CONFIG REQUIRED) and links AttnOpt::<name>.
#
# What gets exported is the global property ATTN_EXPORTED_TARGETS, filled in
# lib/CMakeLists.txt, plus every project library those targets link: naming a
# new library or tool there (or linking the library from AttnInitAll) is all
# it takes. The rules are written at the end of the top-level directory, once
# every target exists.

include(CMakePackageConfigHelpers)

function(attn_install_package)
  set(ATTN_INSTALL_PACKAGE_DIR lib/cmake/AttnOpt)
  set(ATTN_INSTALL_INCLUDE_DIR include)
  set(ATTN_INSTALL_LIB_DIR lib)
  get_property(listed GLOBAL PROPERTY ATTN_EXPORTED_TARGETS)
  foreach(target IN LISTS listed)
    if(NOT TARGET ${target})
      message(FATAL_ERROR
        "ATTN_EXPORTED_TARGETS names ${target}, which is not a target")
    endif()
  endforeach()

  # The project libraries the listed targets link go into the package too
  # (an export set must be closed), so a library that AttnInitAll links is
  # exported without being named.
  set(targets "")
  set(pending ${listed})
  while(pending)
    list(POP_FRONT pending target)
    if(target IN_LIST targets)
      continue()
    endif()
    list(APPEND targets ${target})
    get_target_property(deps ${target} INTERFACE_LINK_LIBRARIES)
    if(NOT deps)
      continue()
    endif()
    foreach(dep IN LISTS deps)
      string(REGEX REPLACE "^\\$<LINK_ONLY:(.*)>$" "\\1" dep "${dep}")
      if(TARGET "${dep}")
        get_target_property(imported ${dep} IMPORTED)
        if(NOT imported)
          list(APPEND pending ${dep})
        endif()
      endif()
    endforeach()
  endwhile()

  foreach(target IN LISTS targets)
    get_target_property(type ${target} TYPE)
    if(NOT type STREQUAL "EXECUTABLE")
      target_include_directories(${target} INTERFACE
        $<INSTALL_INTERFACE:${ATTN_INSTALL_INCLUDE_DIR}>)
    endif()
    # Installed binaries find each other in lib/ and libMLIR.so/libLLVM.so
    # where the MLIR package found at configure time keeps them.
    if(type STREQUAL "EXECUTABLE")
      set(rpath "$ORIGIN/../lib")
    else()
      set(rpath "$ORIGIN")
    endif()
    set_target_properties(${target} PROPERTIES
      INSTALL_RPATH "${rpath};${LLVM_LIBRARY_DIR}")
  endforeach()

  install(TARGETS ${targets} EXPORT AttnOptTargets
    ARCHIVE DESTINATION ${ATTN_INSTALL_LIB_DIR}
    LIBRARY DESTINATION ${ATTN_INSTALL_LIB_DIR}
    RUNTIME DESTINATION bin)
  install(EXPORT AttnOptTargets
    NAMESPACE AttnOpt::
    DESTINATION ${ATTN_INSTALL_PACKAGE_DIR})

  # Headers and TableGen files from the source tree, generated headers
  # (.h.inc, .cpp.inc, Config.h) from the build tree.
  install(DIRECTORY ${ATTN_SOURCE_DIR}/include/
    DESTINATION ${ATTN_INSTALL_INCLUDE_DIR}
    FILES_MATCHING PATTERN "*.h" PATTERN "*.td"
    PATTERN "CMakeFiles" EXCLUDE)
  install(DIRECTORY ${ATTN_BINARY_DIR}/include/
    DESTINATION ${ATTN_INSTALL_INCLUDE_DIR}
    FILES_MATCHING PATTERN "*.h" PATTERN "*.inc"
    PATTERN "CMakeFiles" EXCLUDE)

  set(ATTN_EXPORTED_TARGETS_CONFIG ${targets})
  configure_package_config_file(
    ${ATTN_SOURCE_DIR}/cmake/AttnOptConfig.cmake.in
    ${ATTN_BINARY_DIR}/${ATTN_INSTALL_PACKAGE_DIR}/AttnOptConfig.cmake
    INSTALL_DESTINATION ${ATTN_INSTALL_PACKAGE_DIR}
    PATH_VARS ATTN_INSTALL_INCLUDE_DIR ATTN_INSTALL_LIB_DIR)
  # 0.x releases promise nothing across minor versions.
  write_basic_package_version_file(
    ${ATTN_BINARY_DIR}/${ATTN_INSTALL_PACKAGE_DIR}/AttnOptConfigVersion.cmake
    VERSION ${PROJECT_VERSION}
    COMPATIBILITY SameMinorVersion)
  install(FILES
    ${ATTN_BINARY_DIR}/${ATTN_INSTALL_PACKAGE_DIR}/AttnOptConfig.cmake
    ${ATTN_BINARY_DIR}/${ATTN_INSTALL_PACKAGE_DIR}/AttnOptConfigVersion.cmake
    DESTINATION ${ATTN_INSTALL_PACKAGE_DIR})

  # The install test needs every installed target built.
  if(TARGET check-attn)
    add_dependencies(check-attn ${targets})
  endif()
endfunction()

cmake_language(DEFER DIRECTORY ${ATTN_SOURCE_DIR} CALL attn_install_package)
