# What a user or a package gets: `cmake --install` into a fresh prefix gives both programs, their
# man pages, the licence and (with the window) the desktop file, metainfo, icons and MIME type;
# the installed programs run; the desktop file and the metainfo pass their validators where those
# are installed (desktop-file-utils, appstream).
add_test(NAME install
    COMMAND ${CMAKE_COMMAND}
        -DBUILD_DIR=${CMAKE_BINARY_DIR}
        -DPREFIX=${CMAKE_CURRENT_BINARY_DIR}/install-prefix
        -DAPP_ID=${PINACULO_APP_ID}
        -DWITH_GUI=${PINACULO_BUILD_GUI}
        -DGAME_FILE=${CMAKE_CURRENT_SOURCE_DIR}/data/example-pinaculo.json
        -P ${CMAKE_CURRENT_SOURCE_DIR}/install/check-install.cmake)
set_tests_properties(install PROPERTIES
    LABELS install
    TIMEOUT 300
    ENVIRONMENT "LANG=C.UTF-8;LC_ALL=C.UTF-8"
    # Other suites write into the build folder; installing copies from it.
    RUN_SERIAL TRUE)
