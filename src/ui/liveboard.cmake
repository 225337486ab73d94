# The window's side of the live board (the server is src/liveboard): the Share Live Board action,
# the dialog with the address and its QR code (libqrencode).
target_sources(pinaculo_ui PRIVATE
    ${CMAKE_CURRENT_LIST_DIR}/qrcodeimage.h ${CMAKE_CURRENT_LIST_DIR}/qrcodeimage.cpp
    ${CMAKE_CURRENT_LIST_DIR}/shareboarddialog.h ${CMAKE_CURRENT_LIST_DIR}/shareboarddialog.cpp
    ${CMAKE_CURRENT_LIST_DIR}/liveboardsharing.h ${CMAKE_CURRENT_LIST_DIR}/liveboardsharing.cpp
    ${PROJECT_SOURCE_DIR}/forms/shareboarddialog.ui)
target_link_libraries(pinaculo_ui PUBLIC pinaculo_liveboard PRIVATE PkgConfig::QRENCODE)
