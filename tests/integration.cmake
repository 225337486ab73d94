# The window with its database, history, printing and rules, and the executable started twice on
# one database (label gui).
if(TARGET pinaculo_ui AND TARGET pinaculo)
    pinaculo_add_test(tst_gui_integration LIBS pinaculo_ui LABELS gui)
    add_dependencies(tst_gui_integration pinaculo)
endif()
