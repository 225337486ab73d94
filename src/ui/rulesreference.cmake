# The rules reference: one HTML page per variant and language, read in a dialog that follows the
# application's language, closed by the variant's parameters as RuleText words them.
target_sources(pinaculo_ui PRIVATE
    ${CMAKE_CURRENT_LIST_DIR}/cardnotationsection.h ${CMAKE_CURRENT_LIST_DIR}/cardnotationsection.cpp
    ${CMAKE_CURRENT_LIST_DIR}/ruleparameterssection.h ${CMAKE_CURRENT_LIST_DIR}/ruleparameterssection.cpp
    ${CMAKE_CURRENT_LIST_DIR}/rulesreferencedialog.h ${CMAKE_CURRENT_LIST_DIR}/rulesreferencedialog.cpp
    ${PROJECT_SOURCE_DIR}/forms/rulesreferencedialog.ui)

set(pinaculo_rules_pages)
foreach(language en es it)
    foreach(variant pinaculo pinacle pinnacola)
        list(APPEND pinaculo_rules_pages ${PROJECT_SOURCE_DIR}/resources/rules/${language}/${variant}.html)
    endforeach()
endforeach()
qt_add_resources(pinaculo_ui "rules" PREFIX "/rules"
    BASE ${PROJECT_SOURCE_DIR}/resources/rules
    FILES ${pinaculo_rules_pages}
    OUTPUT_TARGETS pinaculo_rules_targets)
# The static library's resources become an object library of their own; it holds only generated
# code, and running uic for the whole folder's forms a second time there would clash with the
# library's own uic outputs.
if(pinaculo_rules_targets)
    set_target_properties(${pinaculo_rules_targets} PROPERTIES AUTOUIC OFF AUTOMOC OFF AUTORCC OFF)
endif()
