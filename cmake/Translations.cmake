# lupdate reads every library's sources and forms (Qt 6.4 scans only one target otherwise);
# the .qm files are embedded in the core library under :/i18n/, so the application and the
# command-line tool carry the same translations.
set(PINACULO_TS_FILES
    ${PROJECT_SOURCE_DIR}/translations/pinaculo_es.ts
    ${PROJECT_SOURCE_DIR}/translations/pinaculo_it.ts
    ${PROJECT_SOURCE_DIR}/translations/pinaculo_en.ts)
file(GLOB_RECURSE PINACULO_I18N_SOURCES CONFIGURE_DEPENDS
    ${PROJECT_SOURCE_DIR}/src/*.cpp ${PROJECT_SOURCE_DIR}/src/*.h ${PROJECT_SOURCE_DIR}/forms/*.ui)
# Every library's folder is an include path, so that lupdate resolves the headers a source names
# ("scoresheet/nexthandpanel.h") and keeps each class in its namespace's context.
file(GLOB pinaculo_source_folders LIST_DIRECTORIES true ${PROJECT_SOURCE_DIR}/src/*)
list(FILTER pinaculo_source_folders EXCLUDE REGEX "\\.[a-z]+$")
qt_add_lupdate(pinaculo_core TS_FILES ${PINACULO_TS_FILES} SOURCES ${PINACULO_I18N_SOURCES}
    INCLUDE_DIRECTORIES ${pinaculo_source_folders}
    OPTIONS -no-obsolete -locations none)
qt_add_lrelease(pinaculo_core TS_FILES ${PINACULO_TS_FILES} QM_FILES_OUTPUT_VARIABLE pinaculo_qm_files)
qt_add_resources(pinaculo_core "pinaculo_i18n" PREFIX "/i18n"
    BASE ${CMAKE_CURRENT_BINARY_DIR} FILES ${pinaculo_qm_files})
