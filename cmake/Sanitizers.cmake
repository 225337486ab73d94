# AddressSanitizer and UndefinedBehaviorSanitizer for every target that links pinaculo_options.
# Undefined behaviour stops the program (no recovery), so a test that hits it fails instead of
# printing a line nobody reads.
option(PINACULO_SANITIZE "Build with AddressSanitizer and UndefinedBehaviorSanitizer" OFF)
if(PINACULO_SANITIZE)
    if(NOT CMAKE_CXX_COMPILER_ID MATCHES "GNU|Clang")
        message(FATAL_ERROR "PINACULO_SANITIZE needs GCC or Clang")
    endif()
    target_compile_options(pinaculo_options INTERFACE
        -fsanitize=address,undefined -fno-sanitize-recover=undefined -fno-omit-frame-pointer)
    target_link_options(pinaculo_options INTERFACE -fsanitize=address,undefined)
endif()
