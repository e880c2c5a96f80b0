##########                               Sala de entrada
#@.......#                               Nivel 1 de 3
#........+
#........#
####+####








Iva, barbarian lvl 1  XP 0/20  gold 0
V [############] 48/48   M [########] 4/4
"El rastro de sangre": Follow the blood to the lair.
Iva the barbarian steps into the dark.
New quest: "El rastro de sangre". Follow the blood to the lair.
> e
##########                               Sala de entrada
#.@......#                               Nivel 1 de 3
#........+
#........#
####+#####








Iva, barbarian lvl 1  XP 0/20  gold 0
V [############] 48/48   M [########] 4/4
"El rastro de sangre": Follow the blood to the lair.
> e
##########                               Sala de entrada
#..@.....#                               Nivel 1 de 3
#........+
#........#
####+#####








Iva, barbarian lvl 1  XP 0/20  gold 0
V [############] 48/48   M [########] 4/4
"El rastro de sangre": Follow the blood to the lair.
> e
##########                               Sala de entrada
#...@....#                               Nivel 1 de 3
#........+
#........#
####+#####








Iva, barbarian lvl 1  XP 0/20  gold 0
V [############] 48/48   M [########] 4/4
"El rastro de sangre": Follow the blood to the lair.
> e
##########                               Sala de entrada
#....@...#                               Nivel 1 de 3
#........+
#........#
####+#####








Iva, barbarian lvl 1  XP 0/20  gold 0
V [############] 48/48   M [########] 4/4
"El rastro de sangre": Follow the blood to the lair.
> e
##########                               Sala de entrada
#.....@..#                               Nivel 1 de 3
#........+
#........#
####+#####








Iva, barbarian lvl 1  XP 0/20  gold 0
V [############] 48/48   M [########] 4/4
"El rastro de sangre": Follow the blood to the lair.
> e
##########                               Sala de entrada
#......@.#                               Nivel 1 de 3
#........+
#........#
####+#####








Iva, barbarian lvl 1  XP 0/20  gold 0
V [############] 48/48   M [########] 4/4
"El rastro de sangre": Follow the blood to the lair.
> e
##########                               Sala de entrada
#.......@#                               Nivel 1 de 3
#........+
#........#
####+#####








Iva, barbarian lvl 1  XP 0/20  gold 0
V [############] 48/48   M [########] 4/4
"El rastro de sangre": Follow the blood to the lair.
> se
##########                               Sala de entrada
#.......@#                               Nivel 1 de 3
#........'.
#........#..                             A tu alrededor:
####+#####..g                            g goblin (asleep)
           ###







Iva, barbarian lvl 1  XP 0/20  gold 0
V [############] 48/48   M [########] 4/4
"El rastro de sangre": Follow the blood to the lair.
La puerta se abre con un chirrido.
Ves un goblin.
> se
##################                       Sala de entrada
#........#........                       Nivel 1 de 3
#........@........
#........#........                       A tu alrededor:
####+#####..g.....                       g goblin (asleep)
           ######







Iva, barbarian lvl 1  XP 0/20  gold 0
V [############] 48/48   M [########] 4/4
"El rastro de sangre": Follow the blood to the lair.
> e
###################                      Galería superior
#........#.........                      Nivel 1 de 3
#........'@........
#........#.........                      A tu alrededor:
####+#####..g......                      g goblin
         #########







Iva, barbarian lvl 1  XP 0/20  gold 0
V [############] 48/48   M [########] 4/4
"El rastro de sangre": Follow the blood to the lair.
¡El goblin se despierta!
> e
=== Combate ===
Iva, barbarian lvl 1
  V [############] 48/48   M [########] 4/4
1) Goblin                [########] 14/14
 ¡Combate! Contra ti: un goblin.
1 atacar  2 habilidad  3 objeto  4 huir
> 1
=== Combate ===
Iva, barbarian lvl 1
  V [############] 46/48   M [########] 4/4
1) Goblin                [###-----] 5/14
 Iva aplasta al goblin (9).
 El goblin rasguña a Iva (2).
1 atacar  2 habilidad  3 objeto  4 huir
> 1
####################                     Galería superior
#........#..........                     Nivel 1 de 3
#........'.@........
#........#.$........
####+#####..........
         #########+







Iva, barbarian lvl 1  XP 6/20  gold 0
V [############] 46/48   M [########] 4/4
"El rastro de sangre": Follow the blood to the lair.
Iva aplasta al goblin (9).
El goblin muere.
> e
#####################                    Galería superior
#........#...........                    Nivel 1 de 3
#........'..@........
#........#.$.........
####+#####...........
         #########+#







Iva, barbarian lvl 1  XP 6/20  gold 0
V [############] 46/48   M [########] 4/4
"El rastro de sangre": Follow the blood to the lair.
> e
######################                   Galería superior
#........#............                   Nivel 1 de 3
#........'...@........
#........#.$..........
####+#####............
         #########+##







Iva, barbarian lvl 1  XP 6/20  gold 0
V [############] 47/48   M [########] 4/4
"El rastro de sangre": Follow the blood to the lair.
> e
#######################                  Galería superior
#........#.............                  Nivel 1 de 3
#........'....@........
#........#.$...........
####+#####.............
         #########+###







Iva, barbarian lvl 1  XP 6/20  gold 0
V [############] 47/48   M [########] 4/4
"El rastro de sangre": Follow the blood to the lair.
> e
########################                 Galería superior
#........#..............                 Nivel 1 de 3
#........'.....@........
#........#.$............
####+#####..............
         #########+####







Iva, barbarian lvl 1  XP 6/20  gold 0
V [############] 47/48   M [########] 4/4
"El rastro de sangre": Follow the blood to the lair.
> se
########################                 Galería superior
#........#..............!                Nivel 1 de 3
#........'...............
#........#.$....@........
####+#####...............
         #########+######







Iva, barbarian lvl 1  XP 6/20  gold 0
V [############] 48/48   M [########] 4/4
"El rastro de sangre": Follow the blood to the lair.
> se
#########################                Galería superior
#........#..............!                Nivel 1 de 3
#........'...............#
#........#.$.............#
####+#####.......@.......#
         #########+#######







Iva, barbarian lvl 1  XP 6/20  gold 0
V [############] 48/48   M [########] 4/4
"El rastro de sangre": Follow the blood to the lair.
> se
#########################                Galería superior
#........#..............!                Nivel 1 de 3
#........'...............#
#........#.$.............#
####+#####.......@.......#
         #########'#######
                  ,#
                   #





Iva, barbarian lvl 1  XP 6/20  gold 0
V [############] 48/48   M [########] 4/4
"El rastro de sangre": Follow the blood to the lair.
La puerta se abre con un chirrido.
> se
#########################                Galería superior
#........#...............                Nivel 1 de 3
#........'...............#
#........#.%.............#
####+#####...............#
         #########@#######
                 #,#
                 #,#
                 ..,
                 ...
                 ...
                 ...
                .....
Iva, barbarian lvl 1  XP 6/20  gold 0
V [############] 48/48   M [########] 4/4
"El rastro de sangre": Follow the blood to the lair.
> s
#########################
#........#...............                Nivel 1 de 3
#........'...............#
#........#.%.............#
####+#####...............#
         #########'#######
                 #@#
                 #,#
                 ..,
                 ...
                .....
                .....
                .....
Iva, barbarian lvl 1  XP 6/20  gold 0
V [############] 48/48   M [########] 4/4
"El rastro de sangre": Follow the blood to the lair.
> s
#........#...............                Antiguo cruce
#........'...............#               Nivel 1 de 3
#........#.%.............#
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
Iva, barbarian lvl 1  XP 6/20  gold 0
V [############] 48/48   M [########] 4/4
"El rastro de sangre": Follow the blood to the lair.
> se
#........'...............#               Antiguo cruce
#........#.%.............#               Nivel 1 de 3
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
Iva, barbarian lvl 1  XP 6/20  gold 0
V [############] 48/48   M [########] 4/4
"El rastro de sangre": Follow the blood to the lair.
> se
#........#.%.............#               Antiguo cruce
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
Iva, barbarian lvl 1  XP 6/20  gold 0
V [############] 48/48   M [########] 4/4
"El rastro de sangre": Follow the blood to the lair.
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
Iva, barbarian lvl 1  XP 6/20  gold 0
V [############] 48/48   M [########] 4/4
"El rastro de sangre": Follow the blood to the lair.
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

Iva, barbarian lvl 1  XP 6/20  gold 0
V [############] 48/48   M [########] 4/4
"El rastro de sangre": Follow the blood to the lair.
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


Iva, barbarian lvl 1  XP 6/20  gold 0
V [############] 48/48   M [########] 4/4
"El rastro de sangre": Follow the blood to the lair.
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



Iva, barbarian lvl 1  XP 6/20  gold 0
V [############] 48/48   M [########] 4/4
"El rastro de sangre": Follow the blood to the lair.
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
Iva, barbarian lvl 1  XP 6/20  gold 0
V [############] 48/48   M [########] 4/4
"El rastro de sangre": Follow the blood to the lair.
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
Iva, barbarian lvl 1  XP 6/20  gold 0
V [############] 48/48   M [########] 4/4
"El rastro de sangre": Follow the blood to the lair.
> s
           #.........,....$...#          Salas roídas
            ..........,.......#          Nivel 1 de 3
            ...........,......#
            ............,.....#          A tu alrededor:
             ####+#######,#####          W blood wolf (asleep)
                        #,#
                        #@#
                       ..,..
                      .......
                     ...,.....
                    ....,......
                   #####,#######
                       ,,
Iva, barbarian lvl 1  XP 6/20  gold 0
V [############] 48/48   M [########] 4/4
"El rastro de sangre": Follow the blood to the lair.
Ves un blood wolf.
> s
            ..........,.......#          Salas roídas
            ...........,......#          Nivel 1 de 3
            ............,.....#
             ####+#######,#####          A tu alrededor:
                        #,#              w wolf
                 ,#######,#######        W blood wolf (asleep)
                 ,.w.....@.......#
                 ................#
                 .......,........#
                  ......,........
                  ######,########
                       ,,
                       ..
Iva, barbarian lvl 1  XP 6/20  gold 0
V [############] 48/48   M [########] 4/4
"El rastro de sangre": Follow the blood to the lair.
Ves un wolf.
> s
            ...........,......#          Salas roídas
            ............,.....#          Nivel 1 de 3
             ####+#######,#####
                        #,#              A tu alrededor:
                 ,#######,#######        w wolf
                 ,..w....,.......#       W blood wolf (asleep)
                 ........@.......#
                 .......,........#
                 .......,........#
                  ######,########
                       ,,
                       ..
                      ..W
Iva, barbarian lvl 1  XP 6/20  gold 0
V [############] 48/48   M [########] 4/4
"El rastro de sangre": Follow the blood to the lair.
> s
            ............,.....#          Salas roídas
             ####+#######,#####          Nivel 1 de 3
                        #,#
                 ,#######,#######        A tu alrededor:
                 ,...w...,.......#       w wolf
                 ................#       W blood wolf (asleep)
                 .......,@.......#
                 .......,........#
                 #######,#########
                       ,,
                      ,..
                      ..W
                     ####
Iva, barbarian lvl 1  XP 6/20  gold 0
V [############] 48/48   M [########] 4/4
"El rastro de sangre": Follow the blood to the lair.
> s
            ............,.....#          Salas roídas
             ####+#######,#####          Nivel 1 de 3
                        #,#
                 ,#######,#######        A tu alrededor:
                 ,....w..,.......#       w wolf
                 ................#
                 .......,........#
                 .......,@.......#
                 #######,#########
                      ,,,
                     #,..
                     #...
                     ####
Iva, barbarian lvl 1  XP 6/20  gold 0
V [############] 48/48   M [########] 4/4
"El rastro de sangre": Follow the blood to the lair.
> sw
            ............,.....#          Salas roídas
             ####+#######,#####          Nivel 1 de 3
                        #,#
                 ,#######,#######        A tu alrededor:
                 ,.......,.......#       w wolf
                 ....w...........#       L líder de la manada (asleep)
                 .......,........#       W blood wolf (asleep)
                 .......,........#
                 #######@#########
                      ,,,,,
                     #,..L..
                     #..W...#
                     ########
Iva, barbarian lvl 1  XP 6/20  gold 0
V [############] 48/48   M [########] 4/4
"El rastro de sangre": Follow the blood to the lair.
Ves un líder de la manada y un blood wolf.
> La partida está guardada en ./bloodtrail/save.
