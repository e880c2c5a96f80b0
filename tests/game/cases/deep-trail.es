
                                         Nivel 1 de 10

               #
               #.
         #######.###
         ........@.#
         ........,.#
         .........,#
          .........+
          .........#
           ........#
           #####+###
Iva, bárbara de nivel 1  EXP 0/20  oro 0
V [############] 38/38   M [########] 10/10
«El rastro de sangre». Sigue la sangre hasta la guarida.
Iva, la bárbara, se adentra en la oscuridad.
Nueva misión: «El rastro de sangre». Sigue la sangre hasta la guarida.
> follow
    #....################
      #.,,,,,,,,',,,,,..#                Nivel 1 de 10
      #,#########.....,.#
   ####,##      #######,#                A tu alrededor:
   #.,,..#         ####,#                W lobo sangriento (dormido)
####,....#         #.,,.#                w lobo
,,,'.....#         #@####
####.....#        ,,,,w
   #.$...#       ..,,...
   #.#####      #.......W
   #.#          #!........
   #.#          ###########
   #.#
Iva, bárbara de nivel 1  EXP 0/20  oro 0
V [############] 38/38   M [########] 10/10
«El rastro de sangre». Sigue la sangre hasta la guarida.
La puerta se abre con un chirrido.
La puerta se abre con un chirrido.
La puerta se abre con un chirrido.
La puerta se abre con un chirrido.
Ves un lobo sangriento y un lobo.
> follow
       #.,,,,,,,,',,,,,..#               Guarida de los lobos
       #,#########.....,.#               Nivel 1 de 10
    ####,##      #######,#
    #.,,..#         ####,#               A tu alrededor:
#####,....#         #.,,.#               L lobo alfa
,,,,'.....#      ####'######             W lobo sangriento (dormido)
#####.....#      #,,@,w,,..#             w lobo
    #.$...#      #..,,....L#
    #.#####      #.......W.#
    #.#          #!........#
    #.#          ###########
    #.#
    #.#
Iva, bárbara de nivel 1  EXP 0/20  oro 0
V [############] 38/38   M [########] 10/10
«El rastro de sangre». Sigue la sangre hasta la guarida.
Ves un lobo alfa.
> follow
         #.,,,,,,,,',,,,,..#             Guarida de los lobos
#        #,#########.....,.#             Nivel 1 de 10
#     ####,##      #######,#
#     #.,,..#         ####,#             A tu alrededor:
#######,....#         #.,,.#             L lobo alfa
',,,,,'.....#      ####'######           W lobo sangriento (dormido)
#######.....#      #@,w,,,L..#           w lobo
#     #.$...#      #..,,.....#
#     #.#####      #.......W.#
      #.#          #!........#
      #.#          ###########
      #.#
      #.#
Iva, bárbara de nivel 1  EXP 0/20  oro 0
V [############] 38/38   M [########] 10/10
«El rastro de sangre». Sigue la sangre hasta la guarida.
El rastro termina aquí.
> La partida está guardada en ~/.local/share/bloodtrail/save.
