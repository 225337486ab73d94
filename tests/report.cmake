# The printable game summary: its words, its pages, and the PDF the command line writes.
if(TARGET pinaculo_report)
    pinaculo_add_test(tst_report LIBS pinaculo_report Qt6::Widgets LABELS report)
    if(TARGET pinaculo-cli)
        add_dependencies(tst_report pinaculo-cli)
    endif()
endif()

# The looks of each side's line and the hand axis's labels, shared by screen and paper.
if(TARGET pinaculo_report)
    pinaculo_add_test(tst_chartlooks LIBS pinaculo_report LABELS report)
endif()
