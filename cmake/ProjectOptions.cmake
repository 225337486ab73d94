# One interface target carries the warnings and the strictness defines for every target.
add_library(pinaculo_options INTERFACE)
target_compile_features(pinaculo_options INTERFACE cxx_std_20)
target_compile_options(pinaculo_options INTERFACE
    $<$<CXX_COMPILER_ID:GNU,Clang>:-Wall -Wextra -Wpedantic -Wshadow -Wnon-virtual-dtor>)
target_compile_definitions(pinaculo_options INTERFACE
    QT_NO_CAST_FROM_ASCII
    QT_NO_CAST_TO_ASCII
    QT_NO_URL_CAST_FROM_STRING
    QT_NO_NARROWING_CONVERSIONS_IN_CONNECT
    QT_NO_CONTEXTLESS_CONNECT
    QT_USE_QSTRINGBUILDER)
