# Run by the `install` test (tests/install/CMakeLists.txt) with cmake -P: installs the build into PREFIX and
# checks what was installed. Fails with a message naming the first thing that is wrong.

function(require_success what rc output)
    if(NOT rc EQUAL 0)
        message(FATAL_ERROR "${what} failed (${rc}):\n${output}")
    endif()
endfunction()

# run(NAME what COMMAND args... [EXPECT regex]): runs a command, requires exit status 0 and, when
# EXPECT is given, output matching it.
function(run)
    cmake_parse_arguments(R "" "NAME;EXPECT" "COMMAND" ${ARGN})
    execute_process(COMMAND ${R_COMMAND} RESULT_VARIABLE rc OUTPUT_VARIABLE out ERROR_VARIABLE out
        TIMEOUT 120)
    require_success("${R_NAME}" "${rc}" "${out}")
    if(R_EXPECT AND NOT out MATCHES "${R_EXPECT}")
        message(FATAL_ERROR "${R_NAME}: the output does not match \"${R_EXPECT}\":\n${out}")
    endif()
    message(STATUS "ok: ${R_NAME}")
endfunction()

file(REMOVE_RECURSE ${PREFIX})
run(NAME "cmake --install" COMMAND ${CMAKE_COMMAND} --install ${BUILD_DIR} --prefix ${PREFIX})

set(expected
    bin/pinaculo-cli
    share/man/man1/pinaculo-cli.1
    share/doc/pinaculo/LICENSE)
if(WITH_GUI)
    list(APPEND expected
        bin/pinaculo
        bin/pinaculo-cli-summary
        share/man/man1/pinaculo.1
        share/applications/${APP_ID}.desktop
        share/metainfo/${APP_ID}.metainfo.xml
        share/mime/packages/${APP_ID}.xml
        share/icons/hicolor/scalable/apps/${APP_ID}.svg)
    foreach(size 16 24 32 48 64 128 256)
        list(APPEND expected share/icons/hicolor/${size}x${size}/apps/${APP_ID}.png)
    endforeach()
endif()
foreach(file IN LISTS expected)
    if(NOT EXISTS ${PREFIX}/${file})
        message(FATAL_ERROR "not installed: ${file}")
    endif()
endforeach()
message(STATUS "ok: every expected file is installed")

# The installed programs run: nothing they need was left in the build folder.
run(NAME "pinaculo-cli --version" COMMAND ${PREFIX}/bin/pinaculo-cli --version
    EXPECT "^pinaculo-cli [0-9]+\\.[0-9]+\\.[0-9]+\n$")
run(NAME "pinaculo-cli score" COMMAND ${PREFIX}/bin/pinaculo-cli score --lang en ${GAME_FILE}
    EXPECT "Lucía")
if(WITH_GUI)
    # Settings and data go to the prefix, never to the user's folders.
    set(env ${CMAKE_COMMAND} -E env XDG_CONFIG_HOME=${PREFIX}/config XDG_DATA_HOME=${PREFIX}/data
        XDG_RUNTIME_DIR=${PREFIX}/runtime)
    file(MAKE_DIRECTORY ${PREFIX}/runtime)
    file(CHMOD ${PREFIX}/runtime DIRECTORY_PERMISSIONS OWNER_READ OWNER_WRITE OWNER_EXECUTE)
    # The summary is a program of its own, which the installed pinaculo-cli finds beside it.
    run(NAME "pinaculo-cli summary --help"
        COMMAND ${env} ${PREFIX}/bin/pinaculo-cli summary --help --lang en
        EXPECT "pinaculo-cli summary")
    run(NAME "pinaculo --version" COMMAND ${env} ${PREFIX}/bin/pinaculo --version
        EXPECT "^pinaculo [0-9]+\\.[0-9]+\\.[0-9]+\n$")
    run(NAME "pinaculo -platform offscreen --quit-after-startup"
        COMMAND ${env} ${PREFIX}/bin/pinaculo -platform offscreen --quit-after-startup
            --db ${PREFIX}/data/test.sqlite)
endif()

# The validators, where they are installed (scripts/setup.sh installs them).
find_program(DESKTOP_FILE_VALIDATE desktop-file-validate)
find_program(APPSTREAMCLI appstreamcli)
find_program(UPDATE_MIME_DATABASE update-mime-database)
find_program(GROFF groff)
if(WITH_GUI AND DESKTOP_FILE_VALIDATE)
    set(desktop ${PREFIX}/share/applications/${APP_ID}.desktop)
    execute_process(COMMAND ${DESKTOP_FILE_VALIDATE} ${desktop}
        RESULT_VARIABLE rc OUTPUT_VARIABLE out ERROR_VARIABLE out)
    # It exits 0 on warnings and hints; they are refused too.
    if(NOT rc EQUAL 0 OR NOT out STREQUAL "")
        message(FATAL_ERROR "desktop-file-validate:\n${out}")
    endif()
    message(STATUS "ok: desktop-file-validate")
else()
    message(STATUS "skipped: desktop-file-validate is not installed")
endif()
if(WITH_GUI AND APPSTREAMCLI)
    run(NAME "appstreamcli validate --pedantic --no-net"
        COMMAND ${APPSTREAMCLI} validate --pedantic --no-net
            ${PREFIX}/share/metainfo/${APP_ID}.metainfo.xml)
else()
    message(STATUS "skipped: appstreamcli is not installed")
endif()
if(WITH_GUI AND UPDATE_MIME_DATABASE)
    # Building a MIME cache from the prefix reads (and refuses) the package's XML.
    execute_process(
        COMMAND ${CMAKE_COMMAND} -E env XDG_DATA_DIRS=${PREFIX}/share
            ${UPDATE_MIME_DATABASE} ${PREFIX}/share/mime
        RESULT_VARIABLE rc OUTPUT_VARIABLE out ERROR_VARIABLE out)
    if(NOT rc EQUAL 0 OR NOT out STREQUAL "")
        message(FATAL_ERROR "update-mime-database:\n${out}")
    endif()
    message(STATUS "ok: update-mime-database")
endif()
if(GROFF)
    file(GLOB pages ${PREFIX}/share/man/man1/*.1)
    foreach(page IN LISTS pages)
        execute_process(COMMAND ${GROFF} -man -ww -z ${page}
            RESULT_VARIABLE rc OUTPUT_VARIABLE out ERROR_VARIABLE out)
        if(NOT rc EQUAL 0 OR NOT out STREQUAL "")
            message(FATAL_ERROR "groff warns about ${page}:\n${out}")
        endif()
    endforeach()
    message(STATUS "ok: the man pages format without a warning")
endif()
