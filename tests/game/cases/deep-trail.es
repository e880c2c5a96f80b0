
                   #####                 Nivel 1 de 10
                   ....,
                   #..,
                   #.,#
                 ###,.###
                 #..@...#
                 #......#
                 #......#
                ........#
               #####..###
                   #..#
                   #...
Iva, bárbara de nivel 1  EXP 0/20  oro 0
V [############] 38/38   M [########] 10/10
«El rastro de sangre». Sigue la sangre hasta la guarida.
Iva, la bárbara, se adentra en la oscuridad.
Nueva misión: «El rastro de sangre». Sigue la sangre hasta la guarida.
> follow
####.#####,...#
## #.#   ##'###                          Nivel 1 de 10
.# #.######,##############+#####
.# #........,,,,,,,,,,,,,,.....#         A tu alrededor:
.# ########.##############,###.#         L lobo alfa
.#        #.#      #.,,,,,.#             W lobo sangriento
##        ...      #@#######             w lobo
         ....     ,,,,,
          ...    ..,,...
          #+#   #......WL
                #!....w...
                ###########

Iva, bárbara de nivel 1  EXP 0/20  oro 0
V [############] 38/38   M [########] 10/10
«El rastro de sangre». Sigue la sangre hasta la guarida.
La puerta se abre con un chirrido.
La puerta se abre con un chirrido.
La puerta se abre con un chirrido.
Ves un lobo alfa, un lobo sangriento y un lobo.
> follow
,.### #.#   ##'###                       Guarida de los lobos
....# #.######,##############+#####      Nivel 1 de 10
....# #........,,,,,,,,,,,,,,.....#
....# ########.##############,###.#      A tu alrededor:
....#        #.#      #.,,,,,.#          L lobo alfa
..###        ...   ####W#######          W lobo sangriento
..#         ....   #@,w,,,,..#           w lobo
...          ...   #..,,L....#
.##          #+#   #......,..#
.#                 #!....,...#
                   ###########


Iva, bárbara de nivel 1  EXP 0/20  oro 0
V [############] 38/38   M [########] 10/10
«El rastro de sangre». Sigue la sangre hasta la guarida.
El rastro termina aquí.
> La partida está guardada en ~/.local/share/bloodtrail/save.
