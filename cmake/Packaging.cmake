# `cpack -G DEB` (or TGZ) from the build folder packages what `cmake --install` installs. The
# Debian package's library dependencies are read from the programs by dpkg-shlibdeps (package
# dpkg-dev); the Qt plugins the programs load at run time are not linked, so they are named here.
set(CPACK_PACKAGE_NAME pinaculo)
set(CPACK_PACKAGE_VENDOR "The Pináculo developers")
set(CPACK_PACKAGE_CONTACT "The Pináculo developers <pinaculo@users.noreply.github.com>")
set(CPACK_PACKAGE_DESCRIPTION_SUMMARY "${PROJECT_DESCRIPTION}")
set(CPACK_PACKAGE_HOMEPAGE_URL "${PINACULO_HOMEPAGE}")
set(CPACK_PACKAGE_INSTALL_DIRECTORY Pinaculo)
set(CPACK_RESOURCE_FILE_LICENSE ${PROJECT_SOURCE_DIR}/LICENSE)
set(CPACK_STRIP_FILES ON)
if(NOT CPACK_GENERATOR)
    set(CPACK_GENERATOR TGZ)
endif()

set(CPACK_DEBIAN_FILE_NAME DEB-DEFAULT)
set(CPACK_DEBIAN_PACKAGE_SECTION games)
set(CPACK_DEBIAN_PACKAGE_PRIORITY optional)
set(CPACK_DEBIAN_PACKAGE_SHLIBDEPS ON)
set(CPACK_DEBIAN_PACKAGE_DESCRIPTION "${PROJECT_DESCRIPTION}
 Records each hand of a game of Pinaculo, Pinacle or Pinnacola played with real
 cards, scores it, explains every point, keeps the running totals and declares
 the winner. Includes pinaculo-cli, which checks melds and scores game files.")
# The SQLite driver and the X11 and Wayland platforms are plugins; so is the PostgreSQL driver,
# which only a club's database needs, so it is recommended, not required.
set(CPACK_DEBIAN_PACKAGE_DEPENDS "libqt6sql6-sqlite")
set(CPACK_DEBIAN_PACKAGE_RECOMMENDS "libqt6sql6-psql")
if(PINACULO_BUILD_GUI)
    string(APPEND CPACK_DEBIAN_PACKAGE_DEPENDS ", qt6-qpa-plugins")
    string(APPEND CPACK_DEBIAN_PACKAGE_RECOMMENDS ", qt6-wayland, qt6-translations-l10n")
endif()

include(CPack)
