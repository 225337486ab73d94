# libFuzzer targets for the engine's untrusted inputs: card lists, melds and game files.
# Off by default; they need clang:
#   cmake -B build-fuzz -DCMAKE_CXX_COMPILER=clang++ -DPINACULO_FUZZ=ON
# Each gets a short CTest smoke run (label `fuzz`); long runs are by hand, see fuzz/README.md.
option(PINACULO_FUZZ "Build the libFuzzer targets and their smoke tests (needs clang)" OFF)
if(PINACULO_FUZZ)
    add_subdirectory(${CMAKE_CURRENT_SOURCE_DIR}/fuzz ${CMAKE_CURRENT_BINARY_DIR}/fuzz)
endif()
