# Helpers shared by the project's CMake files.

# add_attn_library(name SOURCES...
#                  [DEPENDS tablegen-targets...] [LINK_LIBS libs...])
# A static, position-independent library that links MLIR and LLVM as the
# shared libraries Debian ships, never as static components.
function(add_attn_library name)
  cmake_parse_arguments(ARG "" "" "DEPENDS;LINK_LIBS" ${ARGN})
  add_library(${name} STATIC ${ARG_UNPARSED_ARGUMENTS})
  if(ARG_DEPENDS)
    add_dependencies(${name} ${ARG_DEPENDS})
  endif()
  target_link_libraries(${name} PUBLIC ${ARG_LINK_LIBS} MLIR LLVM)
endfunction()

# add_attn_tool(name SOURCES... [LINK_LIBS libs...])
function(add_attn_tool name)
  cmake_parse_arguments(ARG "" "" "LINK_LIBS" ${ARGN})
  add_executable(${name} ${ARG_UNPARSED_ARGUMENTS})
  set_target_properties(${name} PROPERTIES
    RUNTIME_OUTPUT_DIRECTORY ${CMAKE_BINARY_DIR}/bin)
  target_link_libraries(${name} PRIVATE ${ARG_LINK_LIBS} MLIR LLVM)
endfunction()
