# model/'s layers: one static library per layer, each seeing only its own headers and those of
# the layers it links (model/CMakeLists.txt explains why and lists them).
#
#   santwin_layer(<name> FOLDERS <folder>... [LINKS <target>...] [SOURCES <file>...])
#     builds santwin_<name> from the given folders of model/ (and extra SOURCES), with the include
#     root build/layers/<name>/ (a symbolic link per folder) and PUBLIC links to LINKS.
#   santwin_layers_cover_all()
#     stops configuring when a folder of model/ belongs to no layer, and writes the table the
#     test model.layers reads.

set(SANTWIN_LAYERS_DIR ${CMAKE_BINARY_DIR}/layers)

function(santwin_layer name)
    cmake_parse_arguments(L "" "" "FOLDERS;LINKS;SOURCES" ${ARGN})
    set(root ${SANTWIN_LAYERS_DIR}/${name})
    file(MAKE_DIRECTORY ${root})
    # Drop links left by an earlier configure (a folder moved to another layer): remove the
    # links themselves, never what they point to.
    file(GLOB stale LIST_DIRECTORIES true ${root}/*)
    foreach(entry IN LISTS stale)
        if(IS_SYMLINK ${entry})
            file(REMOVE ${entry})
        endif()
    endforeach()

    set(sources ${L_SOURCES})
    set(headers)        # as included: "engine/simulation.h"
    set(header_files)   # their paths, for the build to know when to check again
    foreach(folder IN LISTS L_FOLDERS)
        get_property(owner GLOBAL PROPERTY SANTWIN_LAYER_OF_${folder})
        if(owner)
            message(FATAL_ERROR "model/${folder} is listed by two layers (${owner} and ${name}): keep it in one")
        endif()
        if(NOT IS_DIRECTORY ${CMAKE_CURRENT_SOURCE_DIR}/${folder})
            message(FATAL_ERROR "layer ${name} lists model/${folder}, which does not exist")
        endif()
        set_property(GLOBAL PROPERTY SANTWIN_LAYER_OF_${folder} ${name})
        file(CREATE_LINK ${CMAKE_CURRENT_SOURCE_DIR}/${folder} ${root}/${folder} SYMBOLIC)
        file(GLOB_RECURSE folder_sources CONFIGURE_DEPENDS
            ${CMAKE_CURRENT_SOURCE_DIR}/${folder}/*.cpp ${CMAKE_CURRENT_SOURCE_DIR}/${folder}/*.h)
        file(GLOB_RECURSE folder_headers CONFIGURE_DEPENDS RELATIVE ${CMAKE_CURRENT_SOURCE_DIR}
            ${CMAKE_CURRENT_SOURCE_DIR}/${folder}/*.h)
        list(APPEND sources ${folder_sources})
        list(APPEND headers ${folder_headers})
        list(TRANSFORM folder_headers PREPEND ${CMAKE_CURRENT_SOURCE_DIR}/)
        list(APPEND header_files ${folder_headers})
    endforeach()

    add_library(santwin_${name} STATIC ${sources})
    target_include_directories(santwin_${name} PUBLIC ${root})
    target_link_libraries(santwin_${name} PUBLIC ${L_LINKS})
    set_target_properties(santwin_${name} PROPERTIES POSITION_INDEPENDENT_CODE ON)

    # The include roots this layer sees: its own and those of the layers it links, transitively.
    set(roots ${root})
    set(below)
    foreach(link IN LISTS L_LINKS)
        if(link MATCHES "^santwin_(.+)$")
            get_property(link_roots GLOBAL PROPERTY SANTWIN_LAYER_ROOTS_${CMAKE_MATCH_1})
            get_property(link_below GLOBAL PROPERTY SANTWIN_LAYER_BELOW_${CMAKE_MATCH_1})
            list(APPEND roots ${link_roots})
            list(APPEND below ${CMAKE_MATCH_1} ${link_below})
        endif()
    endforeach()
    list(REMOVE_DUPLICATES roots)
    list(REMOVE_DUPLICATES below)
    set_property(GLOBAL PROPERTY SANTWIN_LAYER_ROOTS_${name} ${roots})
    set_property(GLOBAL PROPERTY SANTWIN_LAYER_BELOW_${name} ${below})
    list(SORT headers)
    list(GET headers 0 sample)
    set_property(GLOBAL PROPERTY SANTWIN_LAYER_SAMPLE_${name} ${sample})
    set_property(GLOBAL APPEND PROPERTY SANTWIN_LAYER_NAMES ${name})

    # Every header of the layer preprocessed against the layer's own include path, as part of
    # the build: a header that only higher layers include cannot reach above its layer either.
    list(TRANSFORM headers PREPEND "#include \"")
    list(TRANSFORM headers APPEND "\"")
    list(JOIN headers "\n" includes)
    file(CONFIGURE OUTPUT ${root}.headers.cpp CONTENT "${includes}\n" @ONLY)
    list(TRANSFORM roots PREPEND "-I")
    set(stamp ${root}.headers.stamp)
    add_custom_command(OUTPUT ${stamp}
        COMMAND ${CMAKE_CXX_COMPILER} -std=c++20 -E -o /dev/null ${roots} ${root}.headers.cpp
        COMMAND ${CMAKE_COMMAND} -E touch ${stamp}
        DEPENDS ${root}.headers.cpp ${header_files}
        COMMENT "Checking that the ${name} layer's headers include nothing from above it"
        VERBATIM)
    add_custom_target(santwin_${name}_headers ALL DEPENDS ${stamp})
endfunction()

function(santwin_layers_cover_all)
    file(GLOB entries LIST_DIRECTORIES true RELATIVE ${CMAKE_CURRENT_SOURCE_DIR} ${CMAKE_CURRENT_SOURCE_DIR}/*)
    foreach(entry IN LISTS entries)
        if(NOT IS_DIRECTORY ${CMAKE_CURRENT_SOURCE_DIR}/${entry})
            continue()
        endif()
        get_property(owner GLOBAL PROPERTY SANTWIN_LAYER_OF_${entry})
        if(NOT owner)
            message(FATAL_ERROR "model/${entry} belongs to no layer: add it to the FOLDERS of the layer it "
                                "belongs to in model/CMakeLists.txt (it may include only that layer and "
                                "the layers below it)")
        endif()
    endforeach()

    # The table model.layers reads: per layer, its include roots, the layers below it and one header.
    get_property(names GLOBAL PROPERTY SANTWIN_LAYER_NAMES)
    set(table "set(SANTWIN_LAYER_NAMES ${names})\n")
    foreach(name IN LISTS names)
        foreach(what ROOTS BELOW SAMPLE)
            get_property(value GLOBAL PROPERTY SANTWIN_LAYER_${what}_${name})
            string(APPEND table "set(SANTWIN_LAYER_${what}_${name} \"${value}\")\n")
        endforeach()
    endforeach()
    file(CONFIGURE OUTPUT ${SANTWIN_LAYERS_DIR}/layers.cmake CONTENT "${table}" @ONLY)
endfunction()
