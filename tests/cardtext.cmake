if(TARGET pinaculo_ui)
    pinaculo_add_test(tst_cardtext LIBS pinaculo_ui LABELS gui i18n)
endif()
