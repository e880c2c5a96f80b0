##########                               Sala de entrada
#@.......#                               Nivel 1 de 3
#........+
#........#
####+####








Iva, bárbara de nivel 1  EXP 0/20  oro 0
V [############] 38/38   M [########] 10/10
«El rastro de sangre». Sigue la sangre hasta la guarida.
Iva, la bárbara, se adentra en la oscuridad.
Nueva misión: «El rastro de sangre». Sigue la sangre hasta la guarida.
> e
##########                               Sala de entrada
#.@......#                               Nivel 1 de 3
#........+
#........#
####+#####








Iva, bárbara de nivel 1  EXP 0/20  oro 0
V [############] 38/38   M [########] 10/10
«El rastro de sangre». Sigue la sangre hasta la guarida.
> e
##########                               Sala de entrada
#..@.....#                               Nivel 1 de 3
#........+
#........#
####+#####








Iva, bárbara de nivel 1  EXP 0/20  oro 0
V [############] 38/38   M [########] 10/10
«El rastro de sangre». Sigue la sangre hasta la guarida.
> e
##########                               Sala de entrada
#...@....#                               Nivel 1 de 3
#........+
#........#
####+#####








Iva, bárbara de nivel 1  EXP 0/20  oro 0
V [############] 38/38   M [########] 10/10
«El rastro de sangre». Sigue la sangre hasta la guarida.
> e
##########                               Sala de entrada
#....@...#                               Nivel 1 de 3
#........+
#........#
####+#####








Iva, bárbara de nivel 1  EXP 0/20  oro 0
V [############] 38/38   M [########] 10/10
«El rastro de sangre». Sigue la sangre hasta la guarida.
> e
##########                               Sala de entrada
#.....@..#                               Nivel 1 de 3
#........+
#........#
####+#####








Iva, bárbara de nivel 1  EXP 0/20  oro 0
V [############] 38/38   M [########] 10/10
«El rastro de sangre». Sigue la sangre hasta la guarida.
> e
##########                               Sala de entrada
#......@.#                               Nivel 1 de 3
#........+
#........#
####+#####








Iva, bárbara de nivel 1  EXP 0/20  oro 0
V [############] 38/38   M [########] 10/10
«El rastro de sangre». Sigue la sangre hasta la guarida.
> e
##########                               Sala de entrada
#.......@#                               Nivel 1 de 3
#........+
#........#
####+#####








Iva, bárbara de nivel 1  EXP 0/20  oro 0
V [############] 38/38   M [########] 10/10
«El rastro de sangre». Sigue la sangre hasta la guarida.
> se
##########                               Sala de entrada
#.......@#                               Nivel 1 de 3
#........'.
#........#..                             A tu alrededor:
####+#####..g                            g goblin (dormido)
           ###







Iva, bárbara de nivel 1  EXP 0/20  oro 0
V [############] 38/38   M [########] 10/10
«El rastro de sangre». Sigue la sangre hasta la guarida.
La puerta se abre con un chirrido.
Ves un goblin.
> se
##################                       Sala de entrada
#........#........                       Nivel 1 de 3
#........@........
#........#........                       A tu alrededor:
####+#####..g.....                       g goblin (dormido)
           ######







Iva, bárbara de nivel 1  EXP 0/20  oro 0
V [############] 38/38   M [########] 10/10
«El rastro de sangre». Sigue la sangre hasta la guarida.
> e
###################                      Galería superior
#........#.........                      Nivel 1 de 3
#........'@........
#........#.........                      A tu alrededor:
####+#####..g......                      g goblin
         #########







Iva, bárbara de nivel 1  EXP 0/20  oro 0
V [############] 38/38   M [########] 10/10
«El rastro de sangre». Sigue la sangre hasta la guarida.
¡El goblin se despierta!
> e
=== Combate ===
Iva, bárbara de nivel 1
  V [############] 38/38   M [########] 10/10
1) Goblin                [########] 14/14
 ¡Combate contra un goblin!
1 atacar  2 habilidad  3 objeto  4 huir
> 1
=== Combate ===
Iva, bárbara de nivel 1
  V [############] 38/38   M [########] 10/10
1) Goblin                [######--] 10/14
 Iva corta al goblin (4).
 El goblin no acierta a Iva.
1 atacar  2 habilidad  3 objeto  4 huir
> 1
####################                     Galería superior
#........#..........                     Nivel 1 de 3
#........'.@........
#........#.$........
####+#####..........
         #########+







Iva, bárbara de nivel 1  EXP 6/20  oro 0
V [############] 38/38   M [########] 10/10
«El rastro de sangre». Sigue la sangre hasta la guarida.
¡Iva asesta un golpe crítico!
Iva aplasta al goblin (9).
El goblin: ¡herida grave!
El goblin sangra.
El goblin pierde sangre (1).
El goblin muere.
> e
#####################                    Galería superior
#........#...........                    Nivel 1 de 3
#........'..@........
#........#.$.........
####+#####...........
         #########+#







Iva, bárbara de nivel 1  EXP 6/20  oro 0
V [############] 38/38   M [########] 10/10
«El rastro de sangre». Sigue la sangre hasta la guarida.
> e
######################                   Galería superior
#........#............                   Nivel 1 de 3
#........'...@........
#........#.$..........
####+#####............
         #########+##







Iva, bárbara de nivel 1  EXP 6/20  oro 0
V [############] 38/38   M [########] 10/10
«El rastro de sangre». Sigue la sangre hasta la guarida.
> e
#######################                  Galería superior
#........#.............                  Nivel 1 de 3
#........'....@........
#........#.$...........
####+#####.............
         #########+###







Iva, bárbara de nivel 1  EXP 6/20  oro 0
V [############] 38/38   M [########] 10/10
«El rastro de sangre». Sigue la sangre hasta la guarida.
> e
########################                 Galería superior
#........#..............                 Nivel 1 de 3
#........'.....@........
#........#.$............
####+#####..............
         #########+####







Iva, bárbara de nivel 1  EXP 6/20  oro 0
V [############] 38/38   M [########] 10/10
«El rastro de sangre». Sigue la sangre hasta la guarida.
> se
########################                 Galería superior
#........#..............!                Nivel 1 de 3
#........'...............
#........#.$....@........
####+#####...............
         #########+######







Iva, bárbara de nivel 1  EXP 6/20  oro 0
V [############] 38/38   M [########] 10/10
«El rastro de sangre». Sigue la sangre hasta la guarida.
> se
#########################                Galería superior
#........#..............!                Nivel 1 de 3
#........'...............#
#........#.$.............#
####+#####.......@.......#
         #########+#######







Iva, bárbara de nivel 1  EXP 6/20  oro 0
V [############] 38/38   M [########] 10/10
«El rastro de sangre». Sigue la sangre hasta la guarida.
> se
#########################                Galería superior
#........#..............!                Nivel 1 de 3
#........'...............#
#........#.$.............#
####+#####.......@.......#
         #########'#######
                  ,#
                   #





Iva, bárbara de nivel 1  EXP 6/20  oro 0
V [############] 38/38   M [########] 10/10
«El rastro de sangre». Sigue la sangre hasta la guarida.
La puerta se abre con un chirrido.
> se
#########################                Galería superior
#........#..............!                Nivel 1 de 3
#........'...............#
#........#.$.............#
####+#####...............#
         #########@#######
                 #,#
                 #,#
                 ..,
                 ...
                 ...
                 ...
                .....
Iva, bárbara de nivel 1  EXP 6/20  oro 0
V [############] 38/38   M [########] 10/10
«El rastro de sangre». Sigue la sangre hasta la guarida.
> s
#########################
#........#..............!                Nivel 1 de 3
#........'...............#
#........#.$.............#
####+#####...............#
         #########'#######
                 #@#
                 #,#
                 ..,
                 ...
                .....
                .....
                .....
Iva, bárbara de nivel 1  EXP 6/20  oro 0
V [############] 38/38   M [########] 10/10
«El rastro de sangre». Sigue la sangre hasta la guarida.
> s
#........#..............!                Antiguo cruce
#........'...............#               Nivel 1 de 3
#........#.$.............#
####+#####...............#
         #########'#######
                 #,#
                 #@#
                ...,.
               .....,.
              .......,.
             .........,.
            ...........,.
            ............,
Iva, bárbara de nivel 1  EXP 6/20  oro 0
V [############] 38/38   M [########] 10/10
«El rastro de sangre». Sigue la sangre hasta la guarida.
> se
#........'...............#               Antiguo cruce
#........#.$.............#               Nivel 1 de 3
####+#####...............#
         #########'#######
                 #,#
           #######,#########
           #.......@........
           #........,.......
           #.........,....$.
            ..........,....
            ...........,...
            ............,.
             ####+#######,
Iva, bárbara de nivel 1  EXP 6/20  oro 0
V [############] 38/38   M [########] 10/10
«El rastro de sangre». Sigue la sangre hasta la guarida.
> se
#........#.$.............#               Antiguo cruce
####+#####...............#               Nivel 1 de 3
         #########'#######
                 #,#
           #######,##########
           #.......,.........
           #........@........
           #.........,....$..
            ..........,......
            ...........,....
            ............,...
             ####+#######,#
                         ,#
Iva, bárbara de nivel 1  EXP 6/20  oro 0
V [############] 38/38   M [########] 10/10
«El rastro de sangre». Sigue la sangre hasta la guarida.
> se
####+#####...............#               Antiguo cruce
         #########'#######               Nivel 1 de 3
                 #,#
           #######,##########
           #.......,..........
           #........,.........
           #.........@....$...
            ..........,.......
            ...........,......
            ............,....
             ####+#######,###
                         ,#
                          #
Iva, bárbara de nivel 1  EXP 6/20  oro 0
V [############] 38/38   M [########] 10/10
«El rastro de sangre». Sigue la sangre hasta la guarida.
> se
         #########'#######               Antiguo cruce
                 #,#                     Nivel 1 de 3
           #######,###########
           #.......,..........
           #........,.........#
           #.........,....$...#
            ..........@.......#
            ...........,......#
            ............,.....#
             ####+#######,####
                         ,#
                          #

Iva, bárbara de nivel 1  EXP 6/20  oro 0
V [############] 38/38   M [########] 10/10
«El rastro de sangre». Sigue la sangre hasta la guarida.
> se
                 #,#                     Antiguo cruce
           #######,###########           Nivel 1 de 3
           #.......,..........#
           #........,.........#
           #.........,....$...#
            ..........,.......#
            ...........@......#
            ............,.....#
             ####+#######,#####
                         ,#
                          #


Iva, bárbara de nivel 1  EXP 6/20  oro 0
V [############] 38/38   M [########] 10/10
«El rastro de sangre». Sigue la sangre hasta la guarida.
> se
           #######,############          Antiguo cruce
           #.......,..........#          Nivel 1 de 3
           #........,.........#
           #.........,....$...#
            ..........,.......#
            ...........,......#
            ............@.....#
             ####+#######,#####
                         ,#
                          #



Iva, bárbara de nivel 1  EXP 6/20  oro 0
V [############] 38/38   M [########] 10/10
«El rastro de sangre». Sigue la sangre hasta la guarida.
> se
           #.......,..........#          Antiguo cruce
           #........,.........#          Nivel 1 de 3
           #.........,....$...#
            ..........,.......#
            ...........,......#
            ............,.....#
             ####+#######@#####
                        #,#
                        #,#
                        .,.
                        ...
                        ,..
                        ,..
Iva, bárbara de nivel 1  EXP 6/20  oro 0
V [############] 38/38   M [########] 10/10
«El rastro de sangre». Sigue la sangre hasta la guarida.
> s
           #........,.........#          Salas roídas
           #.........,....$...#          Nivel 1 de 3
            ..........,.......#
            ...........,......#
            ............,.....#
             ####+#######,#####
                        #@#
                        #,#
                        .,.
                        ...
                       .,...
                       .,...
                       #,###
Iva, bárbara de nivel 1  EXP 6/20  oro 0
V [############] 38/38   M [########] 10/10
«El rastro de sangre». Sigue la sangre hasta la guarida.
> s
            ...........,......#          Salas roídas
            ............,.....#          Nivel 1 de 3
             ####+#######,#####
                        #,#              A tu alrededor:
                        #@#              W lobo sangriento (dormido)
                       ..,..
                      .......
                     ...,.....
                    ....,......
                   #####,#######
                       ,,
                       ..
                       .W
Iva, bárbara de nivel 1  EXP 6/20  oro 0
V [############] 38/38   M [########] 10/10
«El rastro de sangre». Sigue la sangre hasta la guarida.
Ves un lobo sangriento.
> s
            ...........,......#          Salas roídas
            ............,.....#          Nivel 1 de 3
             ####+#######,#####
                        #,#              A tu alrededor:
                 .#######,#######        w lobo
                 ,.......@.......#       W lobo sangriento (dormido)
                 .w..............#
                 .......,........#
                  ......,........
                  ######,########
                       ,,
                       ..
                      ..W
Iva, bárbara de nivel 1  EXP 6/20  oro 0
V [############] 38/38   M [########] 10/10
«El rastro de sangre». Sigue la sangre hasta la guarida.
Ves un lobo.
> s
            ...........,......#          Salas roídas
            ............,.....#          Nivel 1 de 3
             ####+#######,#####
                        #,#              A tu alrededor:
                 .#######,#######        w lobo
                 ,.w.....,.......#       W lobo sangriento (dormido)
                 .,......@.......#
                 .......,........#
                 .......,........#
                  ######,########
                       ,,
                       ..
                      ..W
Iva, bárbara de nivel 1  EXP 6/20  oro 0
V [############] 38/38   M [########] 10/10
«El rastro de sangre». Sigue la sangre hasta la guarida.
> s
            ............,.....#          Salas roídas
             ####+#######,#####          Nivel 1 de 3
                        #,#
                 .#######,#######        A tu alrededor:
                 ,..w....,.......#       w lobo
                 .,..............#       W lobo sangriento (dormido)
                 .......,@.......#
                 .......,........#
                 #######,#########
                       ,,
                      ,..
                      ..W
                     ####
Iva, bárbara de nivel 1  EXP 6/20  oro 0
V [############] 38/38   M [########] 10/10
«El rastro de sangre». Sigue la sangre hasta la guarida.
> s
            ............,.....#          Salas roídas
             ####+#######,#####          Nivel 1 de 3
                        #,#
                 .#######,#######        A tu alrededor:
                 ,...w...,.......#       w lobo
                 .,..............#
                 .......,........#
                 .......,@.......#
                 #######,#########
                      ,,,
                     #,..
                     #...
                     ####
Iva, bárbara de nivel 1  EXP 6/20  oro 0
V [############] 38/38   M [########] 10/10
«El rastro de sangre». Sigue la sangre hasta la guarida.
> sw
            ............,.....#          Salas roídas
             ####+#######,#####          Nivel 1 de 3
                        #,#
                 .#######,#######        A tu alrededor:
                 ,.......,.......#       w lobo
                 .,..w...........#       L lobo alfa
                 .......,........#       W lobo sangriento (dormido)
                 .......,........#
                 #######@#########
                      ,,,,,
                     #,.....
                     #..W.L.#
                     ########
Iva, bárbara de nivel 1  EXP 6/20  oro 0
V [############] 38/38   M [########] 10/10
«El rastro de sangre». Sigue la sangre hasta la guarida.
Ves un lobo alfa y un lobo sangriento.
> La partida está guardada en ~/.local/share/bloodtrail/save.
