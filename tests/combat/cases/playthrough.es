¿Cómo se llama tu héroe? (Intro: Iva)
> 
Elige una clase:
  1) bárbara      vida 48, maná 4, fuerza 12, defensa 4, agilidad 6
  2) exploradora  vida 36, maná 6, fuerza 8, defensa 3, agilidad 12
  3) maga         vida 30, maná 12, fuerza 6, defensa 2, agilidad 8
> barbarian
##########                               Sala de entrada
#@.......#                               Nivel 1 de 3
#........+
#........#
####+####








Iva, bárbara de nivel 1  EXP 0/20  oro 0
V [############] 48/48   M [########] 4/4
«El rastro de sangre». Sigue la sangre hasta la guarida.
Iva la bárbara se adentra en la oscuridad.
Nueva misión: «El rastro de sangre». Sigue la sangre hasta la guarida.
> 6 e
##########                               Sala de entrada
#......@.#                               Nivel 1 de 3
#........+
#........#
####+#####








Iva, bárbara de nivel 1  EXP 0/20  oro 0
V [############] 48/48   M [########] 4/4
«El rastro de sangre». Sigue la sangre hasta la guarida.
> se
##########                               Sala de entrada
#........#                               Nivel 1 de 3
#.......@+
#........#
####+#####








Iva, bárbara de nivel 1  EXP 0/20  oro 0
V [############] 48/48   M [########] 4/4
«El rastro de sangre». Sigue la sangre hasta la guarida.
> e
##########  #####                        Sala de entrada
#........#.......                        Nivel 1 de 3
#.......@'.......
#........#.......                        A tu alrededor:
####+#####  g....                        g goblin (dormido)
               #







Iva, bárbara de nivel 1  EXP 0/20  oro 0
V [############] 48/48   M [########] 4/4
«El rastro de sangre». Sigue la sangre hasta la guarida.
La puerta se abre con un chirrido.
Ves un goblin.
> e
##################                       Sala de entrada
#........#........                       Nivel 1 de 3
#........@........
#........#........                       A tu alrededor:
####+#####..g.....                       g goblin (dormido)
           ######







Iva, bárbara de nivel 1  EXP 0/20  oro 0
V [############] 48/48   M [########] 4/4
«El rastro de sangre». Sigue la sangre hasta la guarida.
> e
###################                      Galería superior
#........#.........                      Nivel 1 de 3
#........'@........
#........#.........                      A tu alrededor:
####+#####..g......                      g goblin
         #########







Iva, bárbara de nivel 1  EXP 0/20  oro 0
V [############] 48/48   M [########] 4/4
«El rastro de sangre». Sigue la sangre hasta la guarida.
¡El goblin se despierta!
> se
=== Combate ===
Iva, bárbara de nivel 1
  V [############] 48/48   M [########] 4/4
1) Goblin                [########] 14/14
 ¡Combate contra un goblin!
1 atacar  2 habilidad  3 objeto  4 huir
> 1
=== Combate ===
Iva, bárbara de nivel 1
  V [###########-] 45/48   M [########] 4/4
1) Goblin                [#####---] 8/14
 Iva corta al goblin (6).
 El goblin rasguña a Iva (3).
1 atacar  2 habilidad  3 objeto  4 huir
> 1
###################                      Galería superior
#........#..........                     Nivel 1 de 3
#........'..........
#........#.@........
####+#####..$.......
         #########+#







Iva, bárbara de nivel 1  EXP 6/20  oro 0
V [###########-] 45/48   M [########] 4/4
«El rastro de sangre». Sigue la sangre hasta la guarida.
Iva aplasta al goblin (9).
El goblin muere.
> se
####################                     Galería superior
#........#..........                     Nivel 1 de 3
#........'...........
#........#...........
####+#####..@........
         #########+##







Iva, bárbara de nivel 1  EXP 6/20  oro 3
V [###########-] 45/48   M [########] 4/4
«El rastro de sangre». Sigue la sangre hasta la guarida.
Recoges 3 monedas de oro.
Aquí hay una venda.
> pickup
####################                     Galería superior
#........#..........                     Nivel 1 de 3
#........'...........
#........#...........
####+#####..@........
         #########+##







Iva, bárbara de nivel 1  EXP 6/20  oro 3
V [############] 46/48   M [########] 4/4
«El rastro de sangre». Sigue la sangre hasta la guarida.
Recoges una venda.
> 9 e
##########################               Galería superior
#........#..............!#               Nivel 1 de 3
#........'...............#
#........#...............#
####+#####..%........@...#
         #########+#######







Iva, bárbara de nivel 1  EXP 6/20  oro 3
V [############] 48/48   M [########] 4/4
«El rastro de sangre». Sigue la sangre hasta la guarida.
> 3 ne
##########################               Galería superior
#........#..............@#               Nivel 1 de 3
#........'...............#
#........#...............#
####+#####..%............#
         #########+#######







Iva, bárbara de nivel 1  EXP 6/20  oro 3
V [############] 48/48   M [########] 4/4
«El rastro de sangre». Sigue la sangre hasta la guarida.
Aquí hay una poción de curación.
> pickup
##########################               Galería superior
#........#..............@#               Nivel 1 de 3
#........'...............#
#........#...............#
####+#####..%............#
         #########+#######







Iva, bárbara de nivel 1  EXP 6/20  oro 3
V [############] 48/48   M [########] 4/4
«El rastro de sangre». Sigue la sangre hasta la guarida.
Recoges una poción de curación.
> 3 w
##########################               Galería superior
#........#...........@...#               Nivel 1 de 3
#........'...............#
#........#...............#
####+#####..%............#
         #########+#######







Iva, bárbara de nivel 1  EXP 6/20  oro 3
V [############] 48/48   M [########] 4/4
«El rastro de sangre». Sigue la sangre hasta la guarida.
> 3 sw
##########################               Galería superior
#........#...............#               Nivel 1 de 3
#........'...............#
#........#...............#
####+#####..%.....@......#
         #########+#######







Iva, bárbara de nivel 1  EXP 6/20  oro 3
V [############] 48/48   M [########] 4/4
«El rastro de sangre». Sigue la sangre hasta la guarida.
> 4 s
#........#...............#               Antiguo cruce
#........'...............#               Nivel 1 de 3
#........#...............#
####+#####..%............#
         #########'#######
                 #,#
                 #@#
                ...,.
               .....,.
              .......,.
             .........,.
            ...........,.
            ............,
Iva, bárbara de nivel 1  EXP 6/20  oro 3
V [############] 48/48   M [########] 4/4
«El rastro de sangre». Sigue la sangre hasta la guarida.
La puerta se abre con un chirrido.
> se
#........'...............#               Antiguo cruce
#........#...............#               Nivel 1 de 3
####+#####..%............#
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
Iva, bárbara de nivel 1  EXP 6/20  oro 3
V [############] 48/48   M [########] 4/4
«El rastro de sangre». Sigue la sangre hasta la guarida.
> 5 e
#........'...............#               Antiguo cruce
#........#...............#               Nivel 1 de 3
####+#####..%............#
         #########'#######
                 #,#
           #######,############
           #.......,....@.....#
           #........,.........#
           #.........,....$...#
            ..........,.......#
            ...........,......#
            ............,.....#
             ####+#######,#####
Iva, bárbara de nivel 1  EXP 6/20  oro 3
V [############] 48/48   M [########] 4/4
«El rastro de sangre». Sigue la sangre hasta la guarida.
> 2 se
####+#####..%............#               Antiguo cruce
         #########'#######               Nivel 1 de 3
                 #,#
           #######,############
           #.......,..........#
           #........,.........#
           #.........,....@...#
            ..........,.......#
            ...........,......#
            ............,.....#
             ####+#######,#####
                        #,#
                        #,#
Iva, bárbara de nivel 1  EXP 6/20  oro 15
V [############] 48/48   M [########] 4/4
«El rastro de sangre». Sigue la sangre hasta la guarida.
Recoges 12 monedas de oro.
> 3 s
           #######,############          Antiguo cruce
           #.......,..........#          Nivel 1 de 3
           #........,.........#
           #.........,........#
            ..........,.......#
            ...........,......#
            ............,.@...#
             ####+#######,#####
                        #,#
                        #,#
                        .,.
                        ..
                       .,.
Iva, bárbara de nivel 1  EXP 6/20  oro 15
V [############] 48/48   M [########] 4/4
«El rastro de sangre». Sigue la sangre hasta la guarida.
> sw
           #.......,..........#          Antiguo cruce
           #........,.........#          Nivel 1 de 3
           #.........,........#
            ..........,.......#
            ...........,......#
            ............,.....#
             ####+#######@#####
                        #,#
                        #,#
                        .,.
                        ...
                       .,..
                        ,..
Iva, bárbara de nivel 1  EXP 6/20  oro 15
V [############] 48/48   M [########] 4/4
«El rastro de sangre». Sigue la sangre hasta la guarida.
> s
           #........,.........#          Salas roídas
           #.........,........#          Nivel 1 de 3
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
Iva, bárbara de nivel 1  EXP 6/20  oro 15
V [############] 48/48   M [########] 4/4
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
Iva, bárbara de nivel 1  EXP 6/20  oro 15
V [############] 48/48   M [########] 4/4
«El rastro de sangre». Sigue la sangre hasta la guarida.
Ves un lobo sangriento.
> s
            ...........,......#          Salas roídas
            ............,.....#          Nivel 1 de 3
             ####+#######,#####
                        #,#              A tu alrededor:
                 .#######,#######        W lobo sangriento (dormido)
                 ,,......@.......#
                 ,...............#
                 .......,........#
                  ......,........
                  ######,########
                       ,,
                       ..
                      ..W
Iva, bárbara de nivel 1  EXP 6/20  oro 15
V [############] 48/48   M [########] 4/4
«El rastro de sangre». Sigue la sangre hasta la guarida.
> s
            ...........,......#          Salas roídas
            ............,.....#          Nivel 1 de 3
             ####+#######,#####
                        #,#              A tu alrededor:
                 .#######,#######        W lobo sangriento (dormido)
                 ,,......,.......#
                 ,.......@.......#
                 .......,........#
                 .......,........#
                  ######,########
                       ,,
                       ..
                      ..W
Iva, bárbara de nivel 1  EXP 6/20  oro 15
V [############] 48/48   M [########] 4/4
«El rastro de sangre». Sigue la sangre hasta la guarida.
> s
            ............,.....#          Salas roídas
             ####+#######,#####          Nivel 1 de 3
                        #,#
                 .#######,#######        A tu alrededor:
                 ,,......,.......#       W lobo sangriento (dormido)
                 ,...............#
                 .......,@.......#
                 .......,........#
                 #######,#########
                       ,,
                      ,..
                      ..W
                     ####
Iva, bárbara de nivel 1  EXP 6/20  oro 15
V [############] 48/48   M [########] 4/4
«El rastro de sangre». Sigue la sangre hasta la guarida.
> s
            ............,.....#          Salas roídas
             ####+#######,#####          Nivel 1 de 3
                        #,#
                 .#######,#######
                 ,,......,.......#
                 ,...............#
                 .......,........#
                 .......,@.......#
                 #######,#########
                      ,,,
                     #,..
                     #...
                     ####
Iva, bárbara de nivel 1  EXP 6/20  oro 15
V [############] 48/48   M [########] 4/4
«El rastro de sangre». Sigue la sangre hasta la guarida.
> sw
            ............,.....#          Salas roídas
             ####+#######,#####          Nivel 1 de 3
                        #,#
                 .#######,#######        A tu alrededor:
                 ,,......,.......#       L líder de la manada (dormido)
                 ,...............#       W lobo sangriento (dormido)
                 .......,........#
                 .......,........#
                 #######@#########
                      ,,,,,
                     #,..L..
                     #..W...#
                     ########
Iva, bárbara de nivel 1  EXP 6/20  oro 15
V [############] 48/48   M [########] 4/4
«El rastro de sangre». Sigue la sangre hasta la guarida.
Ves un líder de la manada y un lobo sangriento.
> s
=== Combate ===
Iva, bárbara de nivel 1
  V [###########-] 45/48   M [########] 4/4
1) Líder de la manada    [########] 36/36
 ¡El líder de la manada se despierta!
 ¡El lobo sangriento se despierta!
 ¡Combate contra un líder de la manada!
 El líder de la manada se abalanza con los colmillos por delante.
 El líder de la manada rasguña a Iva (3).
1 atacar  2 habilidad  3 objeto  4 huir
> 2 1
=== Combate ===
Iva, bárbara de nivel 1
  V [##########--] 40/48   M [####----] 2/4
  ira:2
1) Líder de la manada    [########] 36/36
 ¡Iva aúlla y abandona toda prudencia!
 ¡La ira se apodera de Iva!
 El líder de la manada golpea a Iva (5).
1 atacar  2 habilidad  3 objeto  4 huir
> 2 2
=== Combate ===
Iva, bárbara de nivel 1
  V [#########---] 36/48   M [--------] 0/4
  ira:1 sangre:2
1) Líder de la manada    [######--] 25/36  sangrex2:2
 ¡Iva desgarra al líder de la manada con un golpe brutal!
 Iva corta al líder de la manada (9).
 El líder de la manada sangra.
 El líder de la manada pierde sangre (2).
 El líder de la manada rasguña a Iva (3).
 Iva sangra.
 Iva pierde sangre (1).
1 atacar  2 habilidad  3 objeto  4 huir
> 1
=== Combate ===
Iva, bárbara de nivel 1
  V [########----] 32/48   M [--------] 0/4
  sangre:1
1) Líder de la manada    [###-----] 13/36  sangrex2:1
 Iva corta al líder de la manada (10).
 El líder de la manada pierde sangre (2).
 El líder de la manada se abalanza con los colmillos por delante.
 El líder de la manada rasguña a Iva (3).
 Iva se calma.
 Iva pierde sangre (1).
1 atacar  2 habilidad  3 objeto  4 huir
> 1
=== Combate ===
Iva, bárbara de nivel 1
  V [########----] 31/48   M [--------] 0/4
1) Líder de la manada    [##------] 11/36
 Iva no acierta al líder de la manada.
 El líder de la manada pierde sangre (2).
 Las heridas del líder de la manada dejan de sangrar.
 El líder de la manada no acierta a Iva.
 Iva pierde sangre (1).
 Las heridas de Iva dejan de sangrar.
1 atacar  2 habilidad  3 objeto  4 huir
> 1
=== Combate ===
Iva, bárbara de nivel 1
  V [########----] 31/48   M [--------] 0/4
1) Líder de la manada    [#-------] 3/36  sangre:2
 Iva golpea al líder de la manada (7).
 El líder de la manada: ¡herida grave!
 El líder de la manada sangra.
 El líder de la manada pierde sangre (1).
 El líder de la manada no acierta a Iva.
1 atacar  2 habilidad  3 objeto  4 huir
> 1
            ............,.....#          Guarida de los lobos
             ####+#######,#####          Nivel 1 de 3
                        #,#
                 .#######,#######        A tu alrededor:
                 ,,......,.......#       W lobo sangriento
                 ,...............#
                 .......,........#
                 .......,........#
                 #######,#########
                     #,,@,,,#
                     #,..$..#
                     #..W...#
                     ########
Iva, bárbara de nivel 2  EXP 6/40  oro 15
V [########----] 37/54   M [########] 6/6
Iva golpea al líder de la manada (7).
El líder de la manada muere.
Iva alcanza el nivel 2: más fuerza, rapidez y aguante.
Misión cumplida: «El rastro de sangre».
El líder de la manada ha muerto. El rastro termina aquí.
> se
=== Combate ===
Iva, bárbara de nivel 2
  V [#######-----] 33/54   M [########] 6/6
  sangrex2:2
1) Lobo sangriento       [########] 22/22
 Recoges 7 monedas de oro.
 Aquí hay una poción de curación.
 ¡Combate contra un lobo sangriento!
 ¡El lobo sangriento desgarra a Iva con un golpe brutal!
 El lobo sangriento rasguña a Iva (2).
 Iva sangra.
 Iva pierde sangre (2).
1 atacar  2 habilidad  3 objeto  4 huir
> 2 1
=== Combate ===
Iva, bárbara de nivel 2
  V [######------] 28/54   M [#####---] 4/6
  sangrex2:1 ira:2
1) Lobo sangriento       [########] 22/22
 ¡Iva aúlla y abandona toda prudencia!
 ¡La ira se apodera de Iva!
 El lobo sangriento rasguña a Iva (3).
 Iva pierde sangre (2).
1 atacar  2 habilidad  3 objeto  4 huir
> 2 2
=== Combate ===
Iva, bárbara de nivel 2
  V [######------] 26/54   M [###-----] 2/6
  ira:1
1) Lobo sangriento       [########] 22/22
 Iva usa la habilidad «desgarro».
 Iva no acierta al lobo sangriento.
 El lobo sangriento no acierta a Iva.
 Iva pierde sangre (2).
 Las heridas de Iva dejan de sangrar.
1 atacar  2 habilidad  3 objeto  4 huir
> 1
=== Combate ===
Iva, bárbara de nivel 2
  V [#####-------] 21/54   M [###-----] 2/6
  sangrex2:2
1) Lobo sangriento       [########] 22/22
 Iva no acierta al lobo sangriento.
 ¡El lobo sangriento desgarra a Iva con un golpe brutal!
 El lobo sangriento rasguña a Iva (3).
 Iva sangra.
 Iva se calma.
 Iva pierde sangre (2).
1 atacar  2 habilidad  3 objeto  4 huir
> 3 a
=== Combate ===
Iva, bárbara de nivel 2
  V [########----] 34/54   M [###-----] 2/6
  sangrex2:1
1) Lobo sangriento       [########] 22/22
 Iva usa la poción de curación.
 Iva se siente mejor (+15).
 El lobo sangriento no acierta a Iva.
 Iva pierde sangre (2).
1 atacar  2 habilidad  3 objeto  4 huir
> 2 2
=== Combate ===
Iva, bárbara de nivel 2
  V [######------] 29/54   M [--------] 0/6
1) Lobo sangriento       [#####---] 13/22  sangrex2:2
 ¡Iva desgarra al lobo sangriento con un golpe brutal!
 Iva corta al lobo sangriento (7).
 El lobo sangriento sangra.
 El lobo sangriento pierde sangre (2).
 El lobo sangriento rasguña a Iva (3).
 Iva pierde sangre (2).
 Las heridas de Iva dejan de sangrar.
1 atacar  2 habilidad  3 objeto  4 huir
> 1
=== Combate ===
Iva, bárbara de nivel 2
  V [#####-------] 23/54   M [--------] 0/6
  sangrex2:2
1) Lobo sangriento       [#-------] 3/22  sangrex3:2
 Iva corta al lobo sangriento (7).
 El lobo sangriento sangra con más fuerza (heridas: 3).
 El lobo sangriento pierde sangre (3).
 El lobo sangriento: ¡herida grave!
 ¡El lobo sangriento desgarra a Iva con un golpe brutal!
 El lobo sangriento rasguña a Iva (4).
 Iva sangra.
 Iva pierde sangre (2).
1 atacar  2 habilidad  3 objeto  4 huir
> 1
            ............,.....#          Guarida de los lobos
             ####+#######,#####          Nivel 1 de 3
                        #,#
                 .#######,#######
                 ,,......,.......#
                 ,...............#
                 .......,........#
                 .......,........#
                 #######,#########
                     #,,,,,,#
                     #,..@..#
                     #..%...#
                     ########
Iva, bárbara de nivel 2  EXP 16/40  oro 22
V [#####-------] 23/54   M [--------] 0/6
sangrex2:2
Iva corta al lobo sangriento (8).
El lobo sangriento muere.
> use b
            ............,.....#          Guarida de los lobos
             ####+#######,#####          Nivel 1 de 3
                        #,#
                 .#######,#######
                 ,,......,.......#
                 ,...............#
                 .......,........#
                 .......,........#
                 #######,#########
                     #,,,,,,#
                     #,..@..#
                     #..%...#
                     ########
Iva, bárbara de nivel 2  EXP 16/40  oro 22
V [######------] 25/54   M [--------] 0/6
regen:2
Iva usa la venda.
Las heridas de Iva dejan de sangrar.
Iva empieza a recuperarse.
Iva se recupera (+2).
> pickup
            ............,.....#          Guarida de los lobos
             ####+#######,#####          Nivel 1 de 3
                        #,#
                 .#######,#######
                 ,,......,.......#
                 ,...............#
                 .......,........#
                 .......,........#
                 #######,#########
                     #,,,,,,#
                     #,..@..#
                     #..%...#
                     ########
Iva, bárbara de nivel 2  EXP 16/40  oro 22
V [######------] 27/54   M [--------] 0/6
regen:1
Recoges una poción de curación.
Iva se recupera (+2).
> n
            ............,.....#          Guarida de los lobos
             ####+#######,#####          Nivel 1 de 3
                        #,#
                 .#######,#######
                 ,,......,.......#
                 ,...............#
                 .......,........#
                 .......,........#
                 #######,#########
                     #,,,@,,#
                     #,..%..#
                     #..%...#
                     ########
Iva, bárbara de nivel 2  EXP 16/40  oro 22
V [#######-----] 30/54   M [#-------] 1/6
Iva se recupera (+2).
Iva deja de regenerarse.
> 2 nw
            ............,.....#          Salas roídas
             ####+#######,#####          Nivel 1 de 3
                        #,#
                #.#######,#######        A tu alrededor:
                w,,......,.......#       w lobo
               ..,...............#
               .........,........#
               ........@,........#
               #.#######,#########
                     #,,,,,,#
                     #,..%..#
                     #..%...#
                     ########
Iva, bárbara de nivel 2  EXP 16/40  oro 22
V [#######-----] 30/54   M [#-------] 1/6
Ves un lobo.
> 2 w
            ............,.....#          Salas roídas
             ####+#######,#####          Nivel 1 de 3
                #.      #,#
              ###.#######,#######        A tu alrededor:
              ...,w......,.......#       w lobo
             ....,...............#
             .!.........,........#
             ........@..,........#
             ###.#######,#########
                     #,,,,,,#
                     #,..%..#
                     #..%...#
                     ########
Iva, bárbara de nivel 2  EXP 16/40  oro 22
V [#######-----] 31/54   M [###-----] 2/6
> nw
=== Combate ===
Iva, bárbara de nivel 2
  V [######------] 29/54   M [###-----] 2/6
  sangre:2
1) Lobo                  [#####---] 9/15
 ¡Combate contra un lobo!
 El lobo rasguña a Iva (1).
 Iva sangra.
 Iva pierde sangre (1).
1 atacar  2 habilidad  3 objeto  4 huir
> 1
            ............,.....#          Salas roídas
             ####+#######,#####          Nivel 1 de 3
                #.      #,#
             ####.#######,#######
            .....,,......,.......#
            .....,.%.............#
            ..!.....@...,........#
            ............,........#
            ####.#######,#########
                     #,,,,,,#
                     #,..%..#
                     #..%...#
                     ########
Iva, bárbara de nivel 2  EXP 21/40  oro 22
V [######------] 29/54   M [###-----] 2/6
sangre:2
Iva aplasta al lobo (9).
El lobo muere.
> w
            ............,.....#          Salas roídas
             ####+#######,#####          Nivel 1 de 3
                #.      #,#
            #####.#######,#######
           ......,,......,.......#
           ......,.%.............#
           ...!....@,...,........#
           .............,........#
           #####.#######,#########
               #     #,,,,,,#
                     #,..%..#
                     #..%...#
                     ########
Iva, bárbara de nivel 2  EXP 21/40  oro 22
V [######------] 28/54   M [###-----] 2/6
sangre:1
Iva pierde sangre (1).
> w
            ............,.....#          Salas roídas
             ####+#######,#####          Nivel 1 de 3
                #.      #,#
           ######.#######,#######
          .......,,......,.......#
          .......,.%.............#
          ....!...@,,...,........#
          ..............,........#
          ######.#######,#########
               #.    #,,,,,,#
               #     #,..%..#
                     #..%...#
                     ########
Iva, bárbara de nivel 2  EXP 21/40  oro 22
V [######------] 27/54   M [###-----] 2/6
Iva pierde sangre (1).
Las heridas de Iva dejan de sangrar.
> w
            ............,.....#          Salas roídas
             ####+#######,#####          Nivel 1 de 3
                #.#     #,#
          #######.#######,#######
         #.......,,......,.......#
         #.......,.%.............#
         #....!..@.,,...,........#
         #..............,........#
         #######.#######,#########
               #.    #,,,,,,#
               #.    #,..%..#
               #>    #..%...#
               #     ########
Iva, bárbara de nivel 2  EXP 21/40  oro 22
V [######------] 28/54   M [####----] 3/6
> w
            ............,.....#          Salas roídas
             ####+#######,#####          Nivel 1 de 3
                #.#     #,#
         ########.#######,#######
         #.......,,......,.......#
         #.......,.%.............#
         #....!.@..,,...,........#
         #..............,........#
         #######.#######,#########
               #.#   #,,,,,,#
               #.#   #,..%..#
               #>#   #..%...#
               ###   ########
Iva, bárbara de nivel 2  EXP 21/40  oro 22
V [######------] 28/54   M [####----] 3/6
> w
            ............,.....#          Salas roídas
             ####+#######,#####          Nivel 1 de 3
                #.#     #,#
         ########.#######,#######
         #.......,,......,.......#
         #.......,.%.............#
         #....!@...,,...,........#
         #..............,........#
         #######.#######,#########
               #.#   #,,,,,,#
               #.#   #,..%..#
               #>#   #..%...#
               ###   ########
Iva, bárbara de nivel 2  EXP 21/40  oro 22
V [######------] 28/54   M [####----] 3/6
> w
            ............,.....#          Salas roídas
             ####+#######,#####          Nivel 1 de 3
                #.#     #,#
         ########.#######,#######
         #.......,,......,.......#
         #.......,.%.............#
         #....@....,,...,........#
         #..............,........#
         #######.#######,#########
               #.#   #,,,,,,#
               #.#   #,..%..#
               #>#   #..%...#
               ###   ########
Iva, bárbara de nivel 2  EXP 21/40  oro 22
V [######------] 29/54   M [#####---] 4/6
Aquí hay una poción de curación.
> pickup
            ............,.....#          Salas roídas
             ####+#######,#####          Nivel 1 de 3
                #.#     #,#
         ########.#######,#######
         #.......,,......,.......#
         #.......,.%.............#
         #....@....,,...,........#
         #..............,........#
         #######.#######,#########
               #.#   #,,,,,,#
               #.#   #,..%..#
               #>#   #..%...#
               ###   ########
Iva, bárbara de nivel 2  EXP 21/40  oro 22
V [######------] 29/54   M [#####---] 4/6
Recoges una poción de curación.
> travel
            ............,.....#          Hueco de la escalera
             ####+#######,#####          Nivel 1 de 3
                #.#     #,#
         ########.#######,#######
         #.......,,......,.......#
         #.......,.%.............#
         #.........,,...,........#
         #..............,........#
         #######.#######,#########
               #.#   #,,,,,,#
               #.#   #,..%..#
               #@#   #..%...#
               ###   ########
Iva, bárbara de nivel 2  EXP 21/40  oro 22
V [#######-----] 31/54   M [########] 6/6
> down
   #######                               Cueva derrumbada
   #.....#                               Nivel 2 de 3
   #..@..#
   #.....#
   ###+###








Iva, bárbara de nivel 2  EXP 21/40  oro 22
V [#######-----] 31/54   M [########] 6/6
«El grito del chamán». Haz callar al chamán goblin.
Bajas por la escalera.
Nueva misión: «El grito del chamán». Haz callar al chamán goblin.
> 5 s
   #######                               Cueva derrumbada
   #.....#                               Nivel 2 de 3
   #.....#
   #.....#
   ###'###
     #.#
     #@#
     #...
     #####




Iva, bárbara de nivel 2  EXP 21/40  oro 22
V [#######-----] 33/54   M [########] 6/6
«El grito del chamán». Haz callar al chamán goblin.
La puerta se abre con un chirrido.
> se
   #.....#                               Cueva derrumbada
   #.....#                               Nivel 2 de 3
   #.....#
   ###'###
     #.#
     #.########.
     #.@.......+
     ###########





Iva, bárbara de nivel 2  EXP 21/40  oro 22
V [#######-----] 33/54   M [########] 6/6
«El grito del chamán». Haz callar al chamán goblin.
> 7 e
   #.....#                               Madriguera goblin
   #.....#        ###                    Nivel 2 de 3
   #.....#       ...
   ###'###      .g. .                    A tu alrededor:
     #.#       .......                   g goblin (dormido)
     #.########......
     #........@+
     ###########





Iva, bárbara de nivel 2  EXP 21/40  oro 22
V [########----] 35/54   M [########] 6/6
«El grito del chamán». Haz callar al chamán goblin.
Ves un goblin.
> 2 ne
=== Combate ===
Iva, bárbara de nivel 2
  V [########----] 36/54   M [########] 6/6
1) Goblin                [########] 14/14
 ¡El goblin se despierta!
 ¡Combate contra un goblin!
1 atacar  2 habilidad  3 objeto  4 huir
> 1
=== Combate ===
Iva, bárbara de nivel 2
  V [########----] 34/54   M [########] 6/6
1) Goblin                [#####---] 8/14
 Iva corta al goblin (6).
 El goblin rasguña a Iva (2).
1 atacar  2 habilidad  3 objeto  4 huir
> 1
=== Combate ===
Iva, bárbara de nivel 2
  V [#######-----] 32/54   M [########] 6/6
1) Goblin                [#####---] 8/14
 Iva no acierta al goblin.
 El goblin rasguña a Iva (2).
1 atacar  2 habilidad  3 objeto  4 huir
> 1
=== Combate ===
Iva, bárbara de nivel 2
  V [#######-----] 32/54   M [########] 6/6
1) Goblin                [#####---] 8/14
 Iva no acierta al goblin.
 El goblin no acierta a Iva.
1 atacar  2 habilidad  3 objeto  4 huir
> 1
=== Combate ===
Iva, bárbara de nivel 2
  V [#######-----] 31/54   M [########] 6/6
1) Goblin                [#-------] 2/14
 Iva corta al goblin (6).
 El goblin: ¡herida grave!
 El goblin rasguña a Iva (1).
1 atacar  2 habilidad  3 objeto  4 huir
> 1
   #######                               Madriguera goblin
   #.....#                               Nivel 2 de 3
   #.....#    ##########
   #.....#    #........+
   ###'###    #..$.....#
     #.#      #.@......#
     #.########..........
     #.........+.........
     ###########....!...
               ######+##



Iva, bárbara de nivel 2  EXP 27/40  oro 22
V [#######-----] 31/54   M [########] 6/6
«El grito del chamán». Haz callar al chamán goblin.
Iva aplasta al goblin (8).
El goblin muere.
> ne
   #######                               Madriguera goblin
   #.....#                               Nivel 2 de 3
   #.....#    ##########
   #.....#    #........+
   ###'###    #..@.....#
     #.#      #........#
     #.########...........
     #.........+.........
     ###########....!....
               ######+##



Iva, bárbara de nivel 2  EXP 27/40  oro 25
V [#######-----] 31/54   M [########] 6/6
«El grito del chamán». Haz callar al chamán goblin.
Recoges 3 monedas de oro.
> s
   #######                               Madriguera goblin
   #.....#                               Nivel 2 de 3
   #.....#    ##########
   #.....#    #........+
   ###'###    #..%.....#
     #.#      #..@.....#
     #.########...........
     #.........+..........
     ###########....!....
               ######+###



Iva, bárbara de nivel 2  EXP 27/40  oro 25
V [#######-----] 31/54   M [########] 6/6
«El grito del chamán». Haz callar al chamán goblin.
> 3 se
   #.....#    ##########                 Madriguera goblin
   #.....#    #........+                 Nivel 2 de 3
   ###'###    #..%.....#
     #.#      #........####
     #.########...........#
     #.........+..........#
     ###########....@.....#
               ######+#####





Iva, bárbara de nivel 2  EXP 27/40  oro 25
V [#######-----] 32/54   M [########] 6/6
«El grito del chamán». Haz callar al chamán goblin.
Aquí hay un antídoto.
> pickup
   #.....#    ##########                 Madriguera goblin
   #.....#    #........+                 Nivel 2 de 3
   ###'###    #..%.....#
     #.#      #........####
     #.########...........#
     #.........+..........#
     ###########....@.....#
               ######+#####





Iva, bárbara de nivel 2  EXP 27/40  oro 25
V [#######-----] 33/54   M [########] 6/6
«El grito del chamán». Haz callar al chamán goblin.
Recoges un antídoto.
> e
  #.....#    ##########                  Madriguera goblin
  #.....#    #........+                  Nivel 2 de 3
  ###'###    #..%.....#
    #.#      #........####
    #.########...........#
    #.........+..........#
    ###########.....@....#
              ######+#####





Iva, bárbara de nivel 2  EXP 27/40  oro 25
V [#######-----] 33/54   M [########] 6/6
«El grito del chamán». Haz callar al chamán goblin.
> 4 s
    #.#      #........####               Sala de los fuegos
    #.########...........#               Nivel 2 de 3
    #.........+..........#
    ###########..........#
              ######'#####
                   #.#
                   #@#
                  .....
                 ...~~~.
                ....~~~..
               ...........
              ###+#########

Iva, bárbara de nivel 2  EXP 27/40  oro 25
V [########----] 34/54   M [########] 6/6
«El grito del chamán». Haz callar al chamán goblin.
La puerta se abre con un chirrido.
> sw
     #.########...........#              Sala de los fuegos
     #.........+..........#              Nivel 2 de 3
     ###########..........#
               ######'#####              A tu alrededor:
                    #.#                  f diablillo de fuego (dormido)
            #########.#####.#            g goblin (dormido)
            ........@........
            ...f.....~~~....g
            .........~~~.....
             ...............
             #####+#########


Iva, bárbara de nivel 2  EXP 27/40  oro 25
V [########----] 35/54   M [########] 6/6
«El grito del chamán». Haz callar al chamán goblin.
Ves un diablillo de fuego y un goblin.
> 3 w
=== Combate ===
Iva, bárbara de nivel 2
  V [########----] 35/54   M [########] 6/6
1) Diablillo de fuego    [########] 14/14
 ¡El diablillo de fuego se despierta!
 ¡Combate contra un diablillo de fuego!
 El diablillo de fuego rasguña a Iva (1).
1 atacar  2 habilidad  3 objeto  4 huir
> 1
=== Combate ===
Iva, bárbara de nivel 2
  V [########----] 35/54   M [########] 6/6
1) Diablillo de fuego    [########] 14/14
 Iva no acierta al diablillo de fuego.
 El diablillo de fuego no acierta a Iva.
1 atacar  2 habilidad  3 objeto  4 huir
> 1
     #.########...........#              Sala de los fuegos
     #.........+..........#              Nivel 2 de 3
     ###########..........#
               ######'#####
                    #.#
          ###########.#####.#
          #.....$@...........
          #..........~~~.....
          #..........~~~.....
          #.................
          ########+#########


Iva, bárbara de nivel 2  EXP 36/40  oro 25
V [########----] 35/54   M [########] 6/6
«El grito del chamán». Haz callar al chamán goblin.
¡Iva asesta un golpe crítico!
Iva aplasta al diablillo de fuego (18).
El diablillo de fuego muere.
> w
     #.########...........#              Sala de los fuegos
     #.........+..........#              Nivel 2 de 3
     ###########..........#
               ######'#####
                    #.#
          ###########.#####.#
          #.....@............
          #..........~~~.....
          #..........~~~.....
          #.................
          ########+#########


Iva, bárbara de nivel 2  EXP 36/40  oro 30
V [########----] 36/54   M [########] 6/6
«El grito del chamán». Haz callar al chamán goblin.
Recoges 5 monedas de oro.
> s
     #.........+..........#              Sala de los fuegos
     ###########..........#              Nivel 2 de 3
               ######'#####
                    #.#
          ###########.#####.#
          #.....%............
          #.....@....~~~.....
          #..........~~~.....
          #.................
          ########+#########



Iva, bárbara de nivel 2  EXP 36/40  oro 30
V [########----] 36/54   M [########] 6/6
«El grito del chamán». Haz callar al chamán goblin.
> 2 se
     ###########..........#              Sala de los fuegos
               ######'#####              Nivel 2 de 3
                    #.#
          ###########.#####.#
          #.....%............
          #..........~~~.....
          #..........~~~.....
          #.......@.........
          ########+#########




Iva, bárbara de nivel 2  EXP 36/40  oro 30
V [########----] 37/54   M [########] 6/6
«El grito del chamán». Haz callar al chamán goblin.
> 5 s
     ###########..........#              Pequeño santuario
               ######'#####              Nivel 2 de 3
                    #.#
          ###########.#####.#
          #.....%............
          #..........~~~.....
          #..........~~~.....
          #.................
          ########'#########
                 #.#
                #...#
                #.@.#
                #####
Iva, bárbara de nivel 2  EXP 36/40  oro 30
V [########----] 38/54   M [########] 6/6
«El grito del chamán». Haz callar al chamán goblin.
La puerta se abre con un chirrido.
Aquí hay un antídoto.
> pickup
     ###########..........#              Pequeño santuario
               ######'#####              Nivel 2 de 3
                    #.#
          ###########.#####.#
          #.....%............
          #..........~~~.....
          #..........~~~.....
          #.................
          ########'#########
                 #.#
                #...#
                #.@.#
                #####
Iva, bárbara de nivel 2  EXP 36/40  oro 30
V [#########---] 39/54   M [########] 6/6
«El grito del chamán». Haz callar al chamán goblin.
Recoges un antídoto.
> 4 n
     ###########..........#              Sala de los fuegos
               ######'#####              Nivel 2 de 3
                    #.#
          ###########.#####.#
          #.....%............
          #..........~~~.....
          #..........~~~.....
          #.......@.........
          ########'#########
                 #.#
                #...#
                #...#
                #####
Iva, bárbara de nivel 2  EXP 36/40  oro 30
V [#########---] 40/54   M [########] 6/6
«El grito del chamán». Haz callar al chamán goblin.
> e
     ###########..........#              Sala de los fuegos
               ######'#####              Nivel 2 de 3
                    #.#
          ###########.#####.#
          #.....%............
          #..........~~~.....
          #..........~~~.....
          #........@........
          ########'#########
                 #.#
                #...#
                #...#
                #####
Iva, bárbara de nivel 2  EXP 36/40  oro 30
V [#########---] 40/54   M [########] 6/6
«El grito del chamán». Haz callar al chamán goblin.
> e
     ###########..........#              Sala de los fuegos
               ######'#####              Nivel 2 de 3
                    #.#
          ###########.#####.#            A tu alrededor:
          #.....%............            g goblin (dormido)
          #..........~~~....g
          #..........~~~.....
          #.........@........
          ########'##########
                 #.#
                #...#
                #...#
                #####
Iva, bárbara de nivel 2  EXP 36/40  oro 30
V [#########---] 41/54   M [########] 6/6
«El grito del chamán». Haz callar al chamán goblin.
Ves un goblin.
> e
    ###########..........#               Sala de los fuegos
              ######'#####               Nivel 2 de 3
                   #.#
         ###########.#####.#             A tu alrededor:
         #.....%............             g goblin (dormido)
         #..........~~~....g.
         #..........~~~......
         #..........@........
         ########'###########
                #.#
               #...#
               #...#
               #####
Iva, bárbara de nivel 2  EXP 36/40  oro 30
V [#########---] 41/54   M [########] 6/6
«El grito del chamán». Haz callar al chamán goblin.
> e
   ###########..........#                Sala de los fuegos
             ######'#####                Nivel 2 de 3
                  #.#     #
        ###########.#####.#.             A tu alrededor:
        #.....%.............             g goblin (dormido)
        #..........~~~....g..
        #..........~~~.......
        #...........@........
        ########'############
               #.#
              #...#
              #...#
              #####
Iva, bárbara de nivel 2  EXP 36/40  oro 30
V [#########---] 41/54   M [########] 6/6
«El grito del chamán». Haz callar al chamán goblin.
> e
  ###########..........#                 Sala de los fuegos
            ######'##### #               Nivel 2 de 3
                 #.#    .#
       ###########.#####.#.#             A tu alrededor:
       #.....%..............             g goblin (dormido)
       #..........~~~....g...            S chamán goblin (dormido)
       #..........~~~........
       #............@.......S
       ########'#############
              #.#
             #...#
             #...#
             #####
Iva, bárbara de nivel 2  EXP 36/40  oro 30
V [#########---] 42/54   M [########] 6/6
«El grito del chamán». Haz callar al chamán goblin.
Ves un chamán goblin.
> e
  ###########..........#                 Sala de los fuegos
            ######'##### #               Nivel 2 de 3
                 #.#    .# #
       ###########.#####.#.##            A tu alrededor:
       #.....%...............            g goblin
       #..........~~~....g....           S chamán goblin (dormido)
       #..........~~~.........
       #.............@......S.
       ########'##############
              #.#
             #...#
             #...#
             #####
Iva, bárbara de nivel 2  EXP 36/40  oro 30
V [#########---] 42/54   M [########] 6/6
«El grito del chamán». Haz callar al chamán goblin.
¡El goblin se despierta!
> e
  ###########..........# #               Sala de los fuegos
            ######'#####.# #             Nivel 2 de 3
                 #.#    .#.#
       ###########.#####.#.###           A tu alrededor:
       #.....%................           g goblin
       #..........~~~...g......          S chamán goblin (dormido)
       #..........~~~..........
       #..............@.....S..
       ########'###############
              #.#
             #...#
             #...#
             #####
Iva, bárbara de nivel 2  EXP 36/40  oro 30
V [#########---] 42/54   M [########] 6/6
«El grito del chamán». Haz callar al chamán goblin.
> ne
=== Combate ===
Iva, bárbara de nivel 2
  V [##########--] 43/54   M [########] 6/6
1) Goblin                [########] 14/14
 ¡Combate contra un goblin!
1 atacar  2 habilidad  3 objeto  4 huir
> 1
=== Combate ===
Iva, bárbara de nivel 2
  V [#########---] 42/54   M [########] 6/6
1) Goblin                [########] 14/14
 Iva no acierta al goblin.
 El goblin rasguña a Iva (1).
1 atacar  2 habilidad  3 objeto  4 huir
> 1
=== Combate ===
Iva, bárbara de nivel 2
  V [#########---] 39/54   M [########] 6/6
1) Goblin                [###-----] 5/14
 Iva aplasta al goblin (9).
 El goblin rasguña a Iva (3).
1 atacar  2 habilidad  3 objeto  4 huir
> 1
  ###########..........# #               Sala de los fuegos
            ######'#####.# #             Nivel 2 de 3
                 #.#    .#.#
       ###########.#####.#.####          A tu alrededor:
       #.....%..................         S chamán goblin (dormido)
       #..........~~~...$.......
       #..........~~~..@........
       #....................S...
       ########'################
              #.#
             #...#
             #...#
             #####
Iva, bárbara de nivel 3  EXP 2/60  oro 30
V [#########---] 45/60   M [########] 8/8
«El grito del chamán». Haz callar al chamán goblin.
Iva aplasta al goblin (7).
El goblin muere.
Iva alcanza el nivel 3: más fuerza, rapidez y aguante.
> ne
  #.........+..........#                 Sala de los fuegos
  ###########..........# #               Nivel 2 de 3
            ######'#####.# #
                 #.#   #.#.#             A tu alrededor:
       ###########.#####.#.######        S chamán goblin (dormido)
       #.....%...................
       #..........~~~...@........
       #..........~~~............
       #....................S....
       ########'################
              #.#
             #...#
             #...#
Iva, bárbara de nivel 3  EXP 2/60  oro 33
V [#########---] 45/60   M [########] 8/8
«El grito del chamán». Haz callar al chamán goblin.
Recoges 3 monedas de oro.
> 2 e
=== Combate ===
Iva, bárbara de nivel 3
  V [#########---] 46/60   M [########] 8/8
1) Chamán goblin         [########] 20/20
 ¡El chamán goblin se despierta!
 ¡Combate contra un chamán goblin!
1 atacar  2 habilidad  3 objeto  4 huir
> 2 1
=== Combate ===
Iva, bárbara de nivel 3
  V [#########---] 46/60   M [######--] 6/8
  ira:2 débil:2
1) Chamán goblin         [########] 20/20
 ¡Iva aúlla y abandona toda prudencia!
 ¡La ira se apodera de Iva!
 ¡El chamán goblin lanza un grito desgarrador!
 Iva se siente débil.
1 atacar  2 habilidad  3 objeto  4 huir
> 2 2
=== Combate ===
Iva, bárbara de nivel 3
  V [#########---] 46/60   M [####----] 4/8
  ira:1 débil:1
1) Chamán goblin         [####----] 9/20  sangrex2:2
 ¡Iva desgarra al chamán goblin con un golpe brutal!
 Iva aplasta al chamán goblin (9).
 El chamán goblin sangra.
 El chamán goblin pierde sangre (2).
 El chamán goblin no acierta a Iva.
1 atacar  2 habilidad  3 objeto  4 huir
> 1
  #.........+..........# #.#             Sala de los fuegos
  ###########..........# #.#             Nivel 2 de 3
            ######'#####.#.#
                 #.#   #.#.#
       ###########.#####.#.#######
       #.....%...................#
       #..........~~~...%.@......#
       #..........~~~......$.....+
       #.........................#
       ########'##################
              #.#
             #...#
             #...#
Iva, bárbara de nivel 3  EXP 16/60  oro 33
V [#########---] 46/60   M [####----] 4/8
ira:1 débil:1
El chamán goblin: ¡herida grave!
El chamán goblin sangra con más fuerza (heridas: 3).
El chamán goblin pierde sangre (3).
El chamán goblin muere.
Misión cumplida: «El grito del chamán».
Los gritos del chamán cesan para siempre.
> se
  ###########..........# #.#             Sala de los fuegos
            ######'#####.#.#             Nivel 2 de 3
                 #.#   #.#.#
       ###########.#####.#.#######
       #.....%...................#
       #..........~~~...%........#
       #..........~~~......@.....+
       #.........................#
       ########'##################
              #.#
             #...#
             #...#
             #####
Iva, bárbara de nivel 3  EXP 16/60  oro 39
V [#########---] 46/60   M [####----] 4/8
Recoges 6 monedas de oro.
Aquí hay un antídoto.
Iva se calma.
Iva recupera las fuerzas.
> pickup
  ###########..........# #.#             Sala de los fuegos
            ######'#####.#.#             Nivel 2 de 3
                 #.#   #.#.#
       ###########.#####.#.#######
       #.....%...................#
       #..........~~~...%........#
       #..........~~~......@.....+
       #.........................#
       ########'##################
              #.#
             #...#
             #...#
             #####
Iva, bárbara de nivel 3  EXP 16/60  oro 39
V [#########---] 46/60   M [####----] 4/8
Recoges un antídoto.
> 5 w
  ###########..........# #.#             Sala de los fuegos
            ######'#####.#.#             Nivel 2 de 3
                 #.#   #.#.#
       ###########.#####.#.#######
       #.....%...................#
       #..........~~~...%........#
       #..........~~~.@....%.....+
       #.........................#
       ########'##################
              #.#
             #...#
             #...#
             #####
Iva, bárbara de nivel 3  EXP 16/60  oro 39
V [##########--] 48/60   M [######--] 6/8
> 2 nw
  #.########...........# #.#             Sala de los fuegos
  #.........+..........# #.#             Nivel 2 de 3
  ###########..........# #.#
            ######'#####.#.#
                 #.#   #.#.#
       ###########.#####.#.#######
       #.....%......@............#
       #..........~~~...%........#
       #..........~~~......%.....+
       #.........................#
       ########'##################
              #.#
             #...#
Iva, bárbara de nivel 3  EXP 16/60  oro 39
V [##########--] 49/60   M [#######-] 7/8
> w
   #.########...........# #.#            Sala de los fuegos
   #.........+..........# #.#            Nivel 2 de 3
   ###########..........# #.#
             ######'#####.#.#
                  #.#   #.#.#
        ###########.#####.#.#######
        #.....%.....@.............#
        #..........~~~...%........#
        #..........~~~......%.....+
        #.........................#
        ########'##################
               #.#
              #...#
Iva, bárbara de nivel 3  EXP 16/60  oro 39
V [##########--] 49/60   M [#######-] 7/8
> nw
    #.#      #........#### +##           Sala de los fuegos
    #.########...........# #.#           Nivel 2 de 3
    #.........+..........# #.#
    ###########..........# #.#
              ######'#####.#.#
                   #.#   #.#.#
         ###########@#####.#.#######
         #.....%...................#
         #..........~~~...%........#
         #..........~~~......%.....+
         #.........................#
         ########'##################
                #.#
Iva, bárbara de nivel 3  EXP 16/60  oro 39
V [##########--] 49/60   M [#######-] 7/8
> 7 n
  #######                                Madriguera goblin
  #.....#                                Nivel 2 de 3
  #.....#    ##########
  #.....#    #........+
  ###'###    #..%...@.#
    #.#      #........#### +##
    #.########...........# #.#
    #.........+..........# #.#
    ###########..........# #.#
              ######'#####.#.#
                   #.#   #.#.#
         ###########.#####.#.#######
         #.....%...................#
Iva, bárbara de nivel 3  EXP 16/60  oro 39
V [##########--] 52/60   M [########] 8/8
> ne
 #######                                 Madriguera goblin
 #.....#                                 Nivel 2 de 3
 #.....#    ##########
 #.....#    #.......@+
 ###'###    #..%.....#
   #.#      #........#### +##
   #.########...........# #.#
   #.........+..........# #.#
   ###########..........# #.#
             ######'#####.#.#
                  #.#   #.#.#
        ###########.#####.#.#######
        #.....%...................#
Iva, bárbara de nivel 3  EXP 16/60  oro 39
V [##########--] 52/60   M [########] 8/8
> e
 #######                   #             Madriguera goblin
 #.....#                .....            Nivel 2 de 3
 #.....#    ##########.....$.
 #.....#    #.......@'.......            A tu alrededor:
 ###'###    #..%.....#....s..            s araña de cueva (dormida)
   #.#      #........#####+##
   #.########...........# #.#
   #.........+..........# #.#
   ###########..........# #.#
             ######'#####.#.#
                  #.#   #.#.#
        ###########.#####.#.#######
        #.....%...................#
Iva, bárbara de nivel 3  EXP 16/60  oro 39
V [##########--] 52/60   M [########] 8/8
La puerta se abre con un chirrido.
Ves una araña de cueva.
> e
#######               ######             Madriguera goblin
#.....#              #.......            Nivel 2 de 3
#.....#    ##########.....$..
#.....#    #........@........            A tu alrededor:
###'###    #..%.....#....s...            s araña de cueva (dormida)
  #.#      #........#####+###
  #.########...........# #.#
  #.........+..........# #.#
  ###########..........# #.#
            ######'#####.#.#
                 #.#   #.#.#
       ###########.#####.#.#######
       #.....%...................#
Iva, bárbara de nivel 3  EXP 16/60  oro 39
V [###########-] 53/60   M [########] 8/8
> e
#######               #######            Despensa de las arañas
#.....#              #........           Nivel 2 de 3
#.....#    ##########.....$...
#.....#    #........'@........           A tu alrededor:
###'###    #..%.....#....s....           s araña de cueva (dormida)
  #.#      #........#####+####
  #.########...........# #.#
  #.........+..........# #.#
  ###########..........# #.#
            ######'#####.#.#
                 #.#   #.#.#
       ###########.#####.#.#######
       #.....%...................#
Iva, bárbara de nivel 3  EXP 16/60  oro 39
V [###########-] 53/60   M [########] 8/8
> e
#######              #########           Despensa de las arañas
#.....#              #.........          Nivel 2 de 3
#.....#    ##########.....$....
#.....#    #........'.@........          A tu alrededor:
###'###    #..%.....#....s.....          s araña de cueva
  #.#      #........#####+#####
  #.########...........# #.#
  #.........+..........# #.#
  ###########..........# #.#
            ######'#####.#.#
                 #.#   #.#.#
       ###########.#####.#.#######
       #.....%...................#
Iva, bárbara de nivel 3  EXP 16/60  oro 39
V [###########-] 53/60   M [########] 8/8
¡La araña de cueva se despierta!
> e
=== Combate ===
Iva, bárbara de nivel 3
  V [###########-] 54/60   M [########] 8/8
1) Araña de cueva        [########] 12/12
 ¡Combate contra una araña de cueva!
 La araña de cueva no acierta a Iva.
1 atacar  2 habilidad  3 objeto  4 huir
> 1
=== Combate ===
Iva, bárbara de nivel 3
  V [###########-] 53/60   M [########] 8/8
1) Araña de cueva        [###-----] 4/12
 Iva aplasta a la araña de cueva (8).
 La araña de cueva rasguña a Iva (1).
1 atacar  2 habilidad  3 objeto  4 huir
> 1
#######              ##########          Despensa de las arañas
#.....#              #.........#         Nivel 2 de 3
#.....#    ##########.....$....#
#.....#    #........'..@%......#
###'###    #..%.....#..........#
  #.#      #........#####+######
  #.########...........# #.#
  #.........+..........# #.#
  ###########..........# #.#
            ######'#####.#.#
                 #.#   #.#.#
       ###########.#####.#.#######
       #.....%...................#
Iva, bárbara de nivel 3  EXP 24/60  oro 39
V [###########-] 53/60   M [########] 8/8
Iva aplasta a la araña de cueva (8).
La araña de cueva muere.
> 2 e
#######              ###########         Despensa de las arañas
#.....#              #.........#         Nivel 2 de 3
#.....#    ##########.....$....#
#.....#    #........'...%@.....#
###'###    #..%.....#..........#
  #.#      #........#####+######
  #.########...........# #.#
  #.........+..........# #.#
  ###########..........# #.#
            ######'#####.#.#
                 #.#   #.#.#
       ###########.#####.#.#######
       #.....%...................#
Iva, bárbara de nivel 3  EXP 24/60  oro 39
V [###########-] 54/60   M [########] 8/8
> ne
#######              ###########         Despensa de las arañas
#.....#              #.........#         Nivel 2 de 3
#.....#    ##########.....@....#
#.....#    #........'...%......#
###'###    #..%.....#..........#
  #.#      #........#####+######
  #.########...........# #.#
  #.........+..........# #.#
  ###########..........# #.#
            ######'#####.#.#
                 #.#   #.#.#
       ###########.#####.#.#######
       #.....%...................#
Iva, bárbara de nivel 3  EXP 24/60  oro 59
V [###########-] 54/60   M [########] 8/8
Recoges 20 monedas de oro.
> 4 w
#######              ###########         Despensa de las arañas
#.....#              #.........#         Nivel 2 de 3
#.....#    ##########.@........#
#.....#    #........'...%......#
###'###    #..%.....#..........#
  #.#      #........#####+######
  #.########...........# #.#
  #.........+..........# #.#
  ###########..........# #.#
            ######'#####.#.#
                 #.#   #.#.#
       ###########.#####.#.#######
       #.....%...................#
Iva, bárbara de nivel 3  EXP 24/60  oro 59
V [###########-] 56/60   M [########] 8/8
> sw
#######              ###########         Despensa de las arañas
#.....#              #.........#         Nivel 2 de 3
#.....#    ##########..........#
#.....#    #........'@..%......#
###'###    #..%.....#..........#
  #.#      #........#####+######
  #.########...........# #.#
  #.........+..........# #.#
  ###########..........# #.#
            ######'#####.#.#
                 #.#   #.#.#
       ###########.#####.#.#######
       #.....%...................#
Iva, bárbara de nivel 3  EXP 24/60  oro 59
V [###########-] 56/60   M [########] 8/8
> 2 w
 #######              ###########        Madriguera goblin
 #.....#              #.........#        Nivel 2 de 3
 #.....#    ##########..........#
 #.....#    #.......@'...%......#
 ###'###    #..%.....#..........#
   #.#      #........#####+######
   #.########...........# #.#
   #.........+..........# #.#
   ###########..........# #.#
             ######'#####.#.#
                  #.#   #.#.#
        ###########.#####.#.#######
        #.....%...................#
Iva, bárbara de nivel 3  EXP 24/60  oro 59
V [###########-] 57/60   M [########] 8/8
> 4 s
 #.....#              #.........#        Madriguera goblin
 #.....#    ##########..........#        Nivel 2 de 3
 #.....#    #........'...%......#
 ###'###    #..%.....#..........#
   #.#      #........#####+######
   #.########...........# #.#
   #.........+......@...# #.#
   ###########..........# #.#
             ######'#####.#.#
                  #.#   #.#.#
        ###########.#####.#.#######
        #.....%...................#
        #..........~~~...%........#
Iva, bárbara de nivel 3  EXP 24/60  oro 59
V [############] 58/60   M [########] 8/8
> sw
  #.....#    ##########..........#       Madriguera goblin
  #.....#    #........'...%......#       Nivel 2 de 3
  ###'###    #..%.....#..........#
    #.#      #........#####+######
    #.########...........# #.#
    #.........+..........# #.#
    ###########.....@....# #.#
              ######'#####.#.#
                   #.#   #.#.#
         ###########.#####.#.#######
         #.....%...................#
         #..........~~~...%........#
         #..........~~~......%.....+
Iva, bárbara de nivel 3  EXP 24/60  oro 59
V [############] 58/60   M [########] 8/8
> 3 s
    #.#      #........#####+######       Sala de los fuegos
    #.########...........# #.#           Nivel 2 de 3
    #.........+..........# #.#
    ###########..........# #.#
              ######'#####.#.#
                   #.#   #.#.#
         ###########@#####.#.#######
         #.....%...................#
         #..........~~~...%........#
         #..........~~~......%.....+
         #.........................#
         ########'##################
                #.#
Iva, bárbara de nivel 3  EXP 24/60  oro 59
V [############] 59/60   M [########] 8/8
> se
   #.########...........# #.#            Sala de los fuegos
   #.........+..........# #.#            Nivel 2 de 3
   ###########..........# #.#
             ######'#####.#.#
                  #.#   #.#.#
        ###########.#####.#.#######
        #.....%.....@.............#
        #..........~~~...%........#
        #..........~~~......%.....+
        #.........................#
        ########'##################
               #.#
              #...#
Iva, bárbara de nivel 3  EXP 24/60  oro 59
V [############] 60/60   M [########] 8/8
> 11 e
  #.########...........# #.#             Sala de los fuegos
  #.........+..........# #.#             Nivel 2 de 3
  ###########..........# #.#
            ######'#####.#.#
                 #.#   #.#.#
       ###########.#####.#.#######
       #.....%................@..#
       #..........~~~...%........#
       #..........~~~......%.....+
       #.........................#
       ########'##################
              #.#
             #...#
Iva, bárbara de nivel 3  EXP 24/60  oro 59
V [############] 60/60   M [########] 8/8
> 2 se
  ###########..........# #.#             Sala de los fuegos
            ######'#####.#.#             Nivel 2 de 3
                 #.#   #.#.#
       ###########.#####.#.#######
       #.....%...................#
       #..........~~~...%........#
       #..........~~~......%....@+
       #.........................#
       ########'##################
              #.#
             #...#
             #...#
             #####
Iva, bárbara de nivel 3  EXP 24/60  oro 59
V [############] 60/60   M [########] 8/8
> 3 e
  ###########..........# #.#
            ######'#####.#.#             Nivel 2 de 3
                 #.#   #.#.#
       ###########.#####.#.#######
       #.....%...................#
       #..........~~~...%........#
       #..........~~~......%.....'@....#
       #.........................#.....#
       ########'##################..>..#
              #.#                ######
             #...#
             #...#
             #####
Iva, bárbara de nivel 3  EXP 24/60  oro 59
V [############] 60/60   M [########] 8/8
La puerta se abre con un chirrido.
> travel
  ###########..........# #.#
            ######'#####.#.#             Nivel 2 de 3
                 #.#   #.#.#
       ###########.#####.#.#######
       #.....%...................#
       #..........~~~...%........#
       #..........~~~......%.....'.....#
       #.........................#.....#
       ########'##################..@..#
              #.#                ######
             #...#
             #...#
             #####
Iva, bárbara de nivel 3  EXP 24/60  oro 59
V [############] 60/60   M [########] 8/8
> down
#######                                  Vestíbulo
#.....#                                  Nivel 3 de 3
#..@..+
#.....#
###+###








Iva, bárbara de nivel 3  EXP 24/60  oro 59
V [############] 60/60   M [########] 8/8
«El Guardián». Derrota al Guardián de la cripta.
Bajas por la escalera.
Nueva misión: «El Guardián». Derrota al Guardián de la cripta.
> e
#######                                  Vestíbulo
#.....#                                  Nivel 3 de 3
#...@.+
#.....#
###+###








Iva, bárbara de nivel 3  EXP 24/60  oro 59
V [############] 60/60   M [########] 8/8
«El Guardián». Derrota al Guardián de la cripta.
> e
#######                                  Vestíbulo
#.....#                                  Nivel 3 de 3
#....@+
#.....#
###+###








Iva, bárbara de nivel 3  EXP 24/60  oro 59
V [############] 60/60   M [########] 8/8
«El Guardián». Derrota al Guardián de la cripta.
> e
#######  #####                           Vestíbulo
#.....#.......                           Nivel 3 de 3
#....@'....k..
#.....#.......                           A tu alrededor:
###+###  ..!..                           k esqueleto (dormido)
            #







Iva, bárbara de nivel 3  EXP 24/60  oro 59
V [############] 60/60   M [########] 8/8
«El Guardián». Derrota al Guardián de la cripta.
La puerta se abre con un chirrido.
Ves un esqueleto.
> e
###############                          Vestíbulo
#.....#........                          Nivel 3 de 3
#.....@....k...
#.....#........                          A tu alrededor:
###+###....!...                          k esqueleto (dormido)
        ###+##







Iva, bárbara de nivel 3  EXP 24/60  oro 59
V [############] 60/60   M [########] 8/8
«El Guardián». Derrota al Guardián de la cripta.
> e
################                         Osario
#.....#.........                         Nivel 3 de 3
#.....'@...k....
#.....#.........                         A tu alrededor:
###+###....!....                         k esqueleto
       ####+###







Iva, bárbara de nivel 3  EXP 24/60  oro 59
V [############] 60/60   M [########] 8/8
«El Guardián». Derrota al Guardián de la cripta.
¡El esqueleto se despierta!
> e
#################                        Osario
#.....#...k.....#                        Nivel 3 de 3
#.....'.@.......+
#.....#.........#                        A tu alrededor:
###+###....!....#                        k esqueleto
       ####+####







Iva, bárbara de nivel 3  EXP 24/60  oro 59
V [############] 60/60   M [########] 8/8
«El Guardián». Derrota al Guardián de la cripta.
> e
=== Combate ===
Iva, bárbara de nivel 3
  V [############] 60/60   M [########] 8/8
1) Esqueleto             [########] 24/24
 ¡Combate contra un esqueleto!
1 atacar  2 habilidad  3 objeto  4 huir
> 2 1
=== Combate ===
Iva, bárbara de nivel 3
  V [###########-] 56/60   M [######--] 6/8
  ira:2
1) Esqueleto             [########] 24/24
 ¡Iva aúlla y abandona toda prudencia!
 ¡La ira se apodera de Iva!
 El esqueleto rasguña a Iva (4).
1 atacar  2 habilidad  3 objeto  4 huir
> 2 2
=== Combate ===
Iva, bárbara de nivel 3
  V [##########--] 51/60   M [####----] 4/8
  ira:1
1) Esqueleto             [######--] 19/24
 ¡Iva desgarra al esqueleto con un golpe brutal!
 Iva golpea al esqueleto (5).
 El esqueleto rasguña a Iva (5).
1 atacar  2 habilidad  3 objeto  4 huir
> 1
=== Combate ===
Iva, bárbara de nivel 3
  V [##########--] 51/60   M [####----] 4/8
1) Esqueleto             [#####---] 15/24
 Iva golpea al esqueleto (4).
 El esqueleto no acierta a Iva.
 Iva se calma.
1 atacar  2 habilidad  3 objeto  4 huir
> 1
=== Combate ===
Iva, bárbara de nivel 3
  V [##########--] 49/60   M [####----] 4/8
1) Esqueleto             [###-----] 10/24
 Iva golpea al esqueleto (5).
 El esqueleto rasguña a Iva (2).
1 atacar  2 habilidad  3 objeto  4 huir
> 2 2
=== Combate ===
Iva, bárbara de nivel 3
  V [#########---] 47/60   M [##------] 2/8
1) Esqueleto             [##------] 6/24
 ¡Iva desgarra al esqueleto con un golpe brutal!
 Iva golpea al esqueleto (4).
 El esqueleto rasguña a Iva (2).
1 atacar  2 habilidad  3 objeto  4 huir
> 2 1
=== Combate ===
Iva, bárbara de nivel 3
  V [#########---] 43/60   M [--------] 0/8
  ira:1
1) Esqueleto             [##------] 6/24
 ¡Iva aúlla y abandona toda prudencia!
 ¡La ira se apodera de Iva!
 El esqueleto rasguña a Iva (4).
 Iva pierde el equilibrio.
 Iva está aturdida y pierde el turno.
 El esqueleto no acierta a Iva.
1 atacar  2 habilidad  3 objeto  4 huir
> 1
=== Combate ===
Iva, bárbara de nivel 3
  V [########----] 39/60   M [--------] 0/8
1) Esqueleto             [#-------] 2/24
 Iva golpea al esqueleto (4).
 El esqueleto: ¡herida grave!
 El esqueleto rasguña a Iva (4).
 Iva se calma.
1 atacar  2 habilidad  3 objeto  4 huir
> 1
#################                        Osario
#.....#...).....#                        Nivel 3 de 3
#.....'..@......+
#.....#.........#
###+###....!....#
       ####+####







Iva, bárbara de nivel 3  EXP 38/60  oro 59
V [########----] 39/60   M [--------] 0/8
«El Guardián». Derrota al Guardián de la cripta.
Iva golpea al esqueleto (4).
El esqueleto muere.
> ne
#################                        Osario
#.....#...@.....#                        Nivel 3 de 3
#.....'.........+
#.....#.........#
###+###....!....#
       ####+####







Iva, bárbara de nivel 3  EXP 38/60  oro 59
V [########----] 40/60   M [#-------] 1/8
«El Guardián». Derrota al Guardián de la cripta.
Aquí hay una maza.
> pickup
#################                        Osario
#.....#...@.....#                        Nivel 3 de 3
#.....'.........+
#.....#.........#
###+###....!....#
       ####+####







Iva, bárbara de nivel 3  EXP 38/60  oro 59
V [########----] 40/60   M [#-------] 1/8
«El Guardián». Derrota al Guardián de la cripta.
Recoges una maza.
> 2 s
#################                        Osario
#.....#...%.....#                        Nivel 3 de 3
#.....'.........+
#.....#...@.....#
###+###....!....#
       ####+####







Iva, bárbara de nivel 3  EXP 38/60  oro 59
V [########----] 41/60   M [##------] 2/8
«El Guardián». Derrota al Guardián de la cripta.
> se
#################                        Osario
#.....#...%.....#                        Nivel 3 de 3
#.....'.........+
#.....#.........#
###+###....@....#
       ####+####







Iva, bárbara de nivel 3  EXP 38/60  oro 59
V [########----] 41/60   M [##------] 2/8
«El Guardián». Derrota al Guardián de la cripta.
Aquí hay una venda.
> pickup
#################                        Osario
#.....#...%.....#                        Nivel 3 de 3
#.....'.........+
#.....#.........#
###+###....@....#
       ####+####







Iva, bárbara de nivel 3  EXP 38/60  oro 59
V [########----] 41/60   M [##------] 2/8
«El Guardián». Derrota al Guardián de la cripta.
Recoges una venda.
> 2 e
#################                        Osario
#.....#...%.....#                        Nivel 3 de 3
#.....'.........+
#.....#.........#
###+###......@..#
       ####+####







Iva, bárbara de nivel 3  EXP 38/60  oro 59
V [########----] 42/60   M [###-----] 3/8
«El Guardián». Derrota al Guardián de la cripta.
> 2 ne
#################                        Osario
#.....#...%.....#                        Nivel 3 de 3
#.....'........@+
#.....#.........#
###+###.........#
       ####+####







Iva, bárbara de nivel 3  EXP 38/60  oro 59
V [#########---] 43/60   M [####----] 4/8
«El Guardián». Derrota al Guardián de la cripta.
> e
#################  #####                 Osario
#.....#...%.....#.......                 Nivel 3 de 3
#.....'........@'...z...
#.....#.........#.......                 A tu alrededor:
###+###.........#  #+###                 z espectro de escarcha (dormido)
       ####+####







Iva, bárbara de nivel 3  EXP 38/60  oro 59
V [#########---] 43/60   M [####----] 4/8
«El Guardián». Derrota al Guardián de la cripta.
La puerta se abre con un chirrido.
Ves un espectro de escarcha.
> e
#########################                Osario
#.....#...%.....#.......#                Nivel 3 de 3
#.....'.........@...z...#
#.....#.........#.......#                A tu alrededor:
###+###.........####+####                z espectro de escarcha (dormido)
       ####+####







Iva, bárbara de nivel 3  EXP 38/60  oro 59
V [#########---] 43/60   M [####----] 4/8
«El Guardián». Derrota al Guardián de la cripta.
> e
#########################                Capilla fría
#.....#...%.....#.......#                Nivel 3 de 3
#.....'.........'@..z...#
#.....#.........#.......#                A tu alrededor:
###+###.........####+####                z espectro de escarcha
       ####+####







Iva, bárbara de nivel 3  EXP 38/60  oro 59
V [#########---] 44/60   M [#####---] 5/8
«El Guardián». Derrota al Guardián de la cripta.
¡El espectro de escarcha se despierta!
> e
=== Combate ===
Iva, bárbara de nivel 3
  V [#########---] 44/60   M [#####---] 5/8
1) Espectro de escarcha  [########] 20/20
 ¡Combate contra un espectro de escarcha!
1 atacar  2 habilidad  3 objeto  4 huir
> 2 1
=== Combate ===
Iva, bárbara de nivel 3
  V [########----] 38/60   M [###-----] 3/8
  ira:2
1) Espectro de escarcha  [########] 20/20
 ¡Iva aúlla y abandona toda prudencia!
 ¡La ira se apodera de Iva!
 ¡El espectro de escarcha asesta un golpe crítico!
 El espectro de escarcha golpea a Iva (6).
1 atacar  2 habilidad  3 objeto  4 huir
> 2 2
=== Combate ===
Iva, bárbara de nivel 3
  V [########----] 38/60   M [#-------] 1/8
  ira:1
1) Espectro de escarcha  [#####---] 12/20
 ¡Iva desgarra al espectro de escarcha con un golpe brutal!
 Iva corta al espectro de escarcha (8).
 El espectro de escarcha no acierta a Iva.
1 atacar  2 habilidad  3 objeto  4 huir
> 1
=== Combate ===
Iva, bárbara de nivel 3
  V [#######-----] 35/60   M [#-------] 1/8
  frío:2
1) Espectro de escarcha  [#-------] 2/20
 Iva aplasta al espectro de escarcha (10).
 El espectro de escarcha: ¡herida grave!
 El espectro de escarcha rasguña a Iva (3).
 El frío atenaza a Iva.
 Iva se calma.
1 atacar  2 habilidad  3 objeto  4 huir
> 1
=== Combate ===
Iva, bárbara de nivel 3
  V [######------] 32/60   M [#-------] 1/8
  frío:1
1) Espectro de escarcha  [#-------] 2/20
 Iva no acierta al espectro de escarcha.
 El espectro de escarcha rasguña a Iva (3).
1 atacar  2 habilidad  3 objeto  4 huir
> 1
#########################                Capilla fría
#.....#...%.....#..%....#                Nivel 3 de 3
#.....'.........'.@.....#
#.....#.........#.......#
###+###.........####+####
       ####+####







Iva, bárbara de nivel 3  EXP 53/60  oro 59
V [######------] 32/60   M [#-------] 1/8
frío:1
«El Guardián». Derrota al Guardián de la cripta.
Iva corta al espectro de escarcha (8).
El espectro de escarcha muere.
> e
#########################                Capilla fría
#.....#...%.....#..%....#                Nivel 3 de 3
#.....'.........'..@....#
#.....#.........#.......#
###+###.........####+####
       ####+####







Iva, bárbara de nivel 3  EXP 53/60  oro 59
V [######------] 32/60   M [#-------] 1/8
«El Guardián». Derrota al Guardián de la cripta.
Iva vuelve a entrar en calor.
> se
#########################                Capilla fría
#.....#...%.....#..%....#                Nivel 3 de 3
#.....'.........'.......#
#.....#.........#...@...#
###+###.........####+####
       ####+####







Iva, bárbara de nivel 3  EXP 53/60  oro 59
V [######------] 32/60   M [#-------] 1/8
«El Guardián». Derrota al Guardián de la cripta.
> s
#########################                Capilla fría
#.....#...%.....#..%....#                Nivel 3 de 3
#.....'.........'.......#
#.....#.........#...@...#                A tu alrededor:
###+###.........####'####                c gato de las sombras (dormido)
       ####+####   #.#
                   #.#
                   #.#
                   ...
                   .c.
                   ...
                   #+#

Iva, bárbara de nivel 3  EXP 53/60  oro 59
V [#######-----] 33/60   M [##------] 2/8
«El Guardián». Derrota al Guardián de la cripta.
La puerta se abre con un chirrido.
Ves un gato de las sombras.
> s
#########################                Capilla fría
#.....#...%.....#..%....#                Nivel 3 de 3
#.....'.........'.......#
#.....#.........#.......#                A tu alrededor:
###+###.........####@####                c gato de las sombras (dormido)
       ####+####   #.#
                   #.#
                   #.#
                   ...
                   .c.
                   ...
                   #+#

Iva, bárbara de nivel 3  EXP 53/60  oro 59
V [#######-----] 33/60   M [##------] 2/8
«El Guardián». Derrota al Guardián de la cripta.
> s
#########################
#.....#...%.....#..%....#                Nivel 3 de 3
#.....'.........'.......#
#.....#.........#.......#                A tu alrededor:
###+###.........####'####                c gato de las sombras (dormido)
       ####+####   #@#
                   #.#
                   #.#
                   ...
                   .c.
                   ...
                   #+#

Iva, bárbara de nivel 3  EXP 53/60  oro 59
V [#######-----] 33/60   M [##------] 2/8
«El Guardián». Derrota al Guardián de la cripta.
> s
#########################
#.....#...%.....#..%....#                Nivel 3 de 3
#.....'.........'.......#
#.....#.........#.......#                A tu alrededor:
###+###.........####'####                c gato de las sombras (dormido)
       ####+####   #.#
                   #@#
                   #.#
                   ...
                   .c.
                  .....
                  ##+##

Iva, bárbara de nivel 3  EXP 53/60  oro 59
V [#######-----] 34/60   M [###-----] 3/8
«El Guardián». Derrota al Guardián de la cripta.
> s
#.....#...%.....#..%....#                Claustro
#.....'.........'.......#                Nivel 3 de 3
#.....#.........#.......#
###+###.........####'####                A tu alrededor:
       ####+####   #.#                   c gato de las sombras
                   #.#
                   #@#
                  .....
                 ...c...
                #.......#
                ####+####


Iva, bárbara de nivel 3  EXP 53/60  oro 59
V [#######-----] 34/60   M [###-----] 3/8
«El Guardián». Derrota al Guardián de la cripta.
¡El gato de las sombras se despierta!
> s
=== Combate ===
Iva, bárbara de nivel 3
  V [#######-----] 34/60   M [###-----] 3/8
1) Gato de las sombras   [########] 18/18  esquiv:3
 ¡Combate contra un gato de las sombras!
 El gato de las sombras se funde con las sombras.
 El gato de las sombras se prepara para esquivar.
1 atacar  2 habilidad  3 objeto  4 huir
> 1
=== Combate ===
Iva, bárbara de nivel 3
  V [#######-----] 33/60   M [###-----] 3/8
1) Gato de las sombras   [########] 18/18  esquiv:2
 Iva no acierta al gato de las sombras.
 El gato de las sombras rasguña a Iva (1).
1 atacar  2 habilidad  3 objeto  4 huir
> 1
=== Combate ===
Iva, bárbara de nivel 3
  V [######------] 31/60   M [###-----] 3/8
1) Gato de las sombras   [########] 18/18  esquiv:1
 Iva no acierta al gato de las sombras.
 El gato de las sombras rasguña a Iva (2).
1 atacar  2 habilidad  3 objeto  4 huir
> 1
=== Combate ===
Iva, bárbara de nivel 3
  V [#####-------] 24/60   M [###-----] 3/8
  sangre:2
1) Gato de las sombras   [########] 18/18
 Iva no acierta al gato de las sombras.
 El gato de las sombras deja de esquivar.
 El gato de las sombras rasguña a Iva (3).
 Iva sangra.
 El gato de las sombras rasguña a Iva (3).
 Iva pierde sangre (1).
1 atacar  2 habilidad  3 objeto  4 huir
> 1
=== Combate ===
Iva, bárbara de nivel 3
  V [#####-------] 23/60   M [###-----] 3/8
  sangre:1
1) Gato de las sombras   [#####---] 11/18  esquiv:3
 Iva corta al gato de las sombras (7).
 El gato de las sombras se funde con las sombras.
 El gato de las sombras se prepara para esquivar.
 Iva pierde sangre (1).
1 atacar  2 habilidad  3 objeto  4 huir
> 2 w
No conoces ninguna habilidad llamada «w».
> sw
Comando desconocido «sw»; «ayuda» muestra los comandos.
> 8 w
Comando desconocido «8»; «ayuda» muestra los comandos.
> s
Tus habilidades:
  1) berserker     2 maná   disponible
  2) desgarro      2 maná   disponible
¿Qué habilidad usas? (un número o un nombre; «atrás» para volver)
? s
No conoces ninguna habilidad llamada «s».
? s
No conoces ninguna habilidad llamada «s».
? s
No conoces ninguna habilidad llamada «s».
? s
No conoces ninguna habilidad llamada «s».
? sw
No conoces ninguna habilidad llamada «sw».
? 2
=== Combate ===
Iva, bárbara de nivel 3
  V [####--------] 21/60   M [#-------] 1/8
1) Gato de las sombras   [#####---] 11/18  esquiv:2
 ¡Iva desgarra al gato de las sombras con un golpe brutal!
 El gato de las sombras esquiva el golpe.
 El gato de las sombras rasguña a Iva (1).
 Iva pierde sangre (1).
 Las heridas de Iva dejan de sangrar.
1 atacar  2 habilidad  3 objeto  4 huir
> 1
=== Combate ===
Iva, bárbara de nivel 3
  V [####--------] 19/60   M [#-------] 1/8
1) Gato de las sombras   [#####---] 11/18
 Iva no acierta al gato de las sombras.
 El gato de las sombras rasguña a Iva (1).
 El gato de las sombras deja de esquivar.
 El gato de las sombras rasguña a Iva (1).
1 atacar  2 habilidad  3 objeto  4 huir
> 1
=== Combate ===
Iva, bárbara de nivel 3
  V [####--------] 19/60   M [#-------] 1/8
1) Gato de las sombras   [#-------] 3/18
 Iva corta al gato de las sombras (8).
 El gato de las sombras: ¡herida grave!
 El gato de las sombras no acierta a Iva.
1 atacar  2 habilidad  3 objeto  4 huir
> 1
#.....'.........'.......#                Claustro
#.....#.........#.......#                Nivel 3 de 3
###+###.........####'####
       ####+####   #.#
                   #.#
                ####.####
                #...@...#
                +...%...#
                #.......#
                ####+####



Iva, bárbara de nivel 4  EXP 7/80  oro 59
V [#####-------] 25/66   M [########] 10/10
«El Guardián». Derrota al Guardián de la cripta.
Iva aplasta al gato de las sombras (9).
El gato de las sombras muere.
Iva alcanza el nivel 4: más fuerza, rapidez y aguante.
> 1
El combate ha terminado; «1» era para él y no se ha hecho.
> 2 2
###+###.........####'####                Claustro
       ####+####   #.#                   Nivel 3 de 3
                   #.#
                ####.####
                #.......#
                +...%...#
                #...@...#
                ####+####





Iva, bárbara de nivel 4  EXP 7/80  oro 59
V [#####-------] 26/66   M [########] 10/10
«El Guardián». Derrota al Guardián de la cripta.
> 2 1
Una pared te cierra el paso.
> 1
Una pared te cierra el paso.
> 2 2
       ####+####   #.#                   Claustro
                   #.#                   Nivel 3 de 3
                ####.####
                #.......#
                +...%...#
                #.......#
                ####@####
                  #.#
                  #.
                  +.
                  #


Iva, bárbara de nivel 4  EXP 7/80  oro 59
V [#####-------] 26/66   M [########] 10/10
«El Guardián». Derrota al Guardián de la cripta.
La puerta se abre con un chirrido.
> 1
                   #.#                   Sala del Guardián
                ####.####                Nivel 3 de 3
                #.......#
                +...%...#
                #.......#
                ####'####
                  #@#
                  #.#
                  +.#
                  #



Iva, bárbara de nivel 4  EXP 7/80  oro 59
V [#####-------] 27/66   M [########] 10/10
«El Guardián». Derrota al Guardián de la cripta.
> rest
                   #.#                   Sala del Guardián
                ####.####                Nivel 3 de 3
                #.......#
                +...%...#
                #.......#
                ####'####
                  #@#
                  #.#
                  +.#
                  #



Iva, bárbara de nivel 4  EXP 7/80  oro 59
V [############] 66/66   M [########] 10/10
«El Guardián». Derrota al Guardián de la cripta.
Descansas 117 turnos.
> travel warden
                   #.#                   Sala del Guardián
                ####.####                Nivel 3 de 3
                #.......#
                +...%...#
                #.......#
                ####'####
                  #.#
                  #.#
                  +@#
                  #



Iva, bárbara de nivel 4  EXP 7/80  oro 59
V [############] 66/66   M [########] 10/10
«El Guardián». Derrota al Guardián de la cripta.
> w
                   #.#                   Sala del Guardián
                ####.####                Nivel 3 de 3
                #.......#
                +...%...#                A tu alrededor:
                #.......#                X Guardián (dormido)
                ####'####
           +####  #.#
           .......#.#
           .......'@#
           .......#
           X....
            .

Iva, bárbara de nivel 4  EXP 7/80  oro 59
V [############] 66/66   M [########] 10/10
«El Guardián». Derrota al Guardián de la cripta.
La puerta se abre con un chirrido.
Ves al Guardián.
> w
                   #.#                   Sala del Guardián
                ####.####                Nivel 3 de 3
                #.......#
                +...%...#                A tu alrededor:
                #.......#                X Guardián (dormido)
                ####'####
          #+#######.#
          ........#.#
          !.......@.#
          ........#
          .X......
           ......
           #####
Iva, bárbara de nivel 4  EXP 7/80  oro 59
V [############] 66/66   M [########] 10/10
«El Guardián». Derrota al Guardián de la cripta.
> 2 sw
                   #.#                   Sala del Guardián
                ####.####                Nivel 3 de 3
                #.......#
                +...%...#                A tu alrededor:
                #.......#                X Guardián (dormido)
                ####'####
         ##+#######.#
         .........#.#
        ..!.......'.#
        ..........#
        ...X....@.#
        ..........#
        ###########
Iva, bárbara de nivel 4  EXP 7/80  oro 59
V [############] 66/66   M [########] 10/10
«El Guardián». Derrota al Guardián de la cripta.
> 4 w
=== Combate ===
Iva, bárbara de nivel 4
  V [############] 66/66   M [########] 10/10
1) Guardián              [########] 70/70
 ¡El Guardián se despierta!
 ¡Combate contra el Guardián!
1 atacar  2 habilidad  3 objeto  4 huir
> 2 2
=== Combate ===
Iva, bárbara de nivel 4
  V [############] 66/66   M [######--] 8/10
1) Guardián              [#######-] 60/70  sangrex2:2
 ¡Iva desgarra al Guardián con un golpe brutal!
 Iva golpea al Guardián (8).
 El Guardián sangra.
 El Guardián pierde sangre (2).
 El Guardián usa la habilidad «mandoble».
 El Guardián no acierta a Iva.
1 atacar  2 habilidad  3 objeto  4 huir
> 1
=== Combate ===
Iva, bárbara de nivel 4
  V [############] 66/66   M [######--] 8/10
1) Guardián              [######--] 51/70  sangrex2:1
 Iva golpea al Guardián (7).
 El Guardián pierde sangre (2).
 El Guardián no acierta a Iva.
1 atacar  2 habilidad  3 objeto  4 huir
> 1
=== Combate ===
Iva, bárbara de nivel 4
  V [###########-] 62/66   M [######--] 8/10
1) Guardián              [#####---] 41/70
 Iva golpea al Guardián (8).
 El Guardián pierde sangre (2).
 Las heridas del Guardián dejan de sangrar.
 El Guardián rasguña a Iva (4).
1 atacar  2 habilidad  3 objeto  4 huir
> 1
=== Combate ===
Iva, bárbara de nivel 4
  V [#######-----] 41/66   M [######--] 8/10
  sangre:2
1) Guardián              [###-----] 29/70  furia
 Iva golpea al Guardián (9).
 El Guardián sangra.
 ¡El Guardián ruge y se llena de furia!
 El Guardián pierde sangre (1).
 ¡El Guardián descarga la gran hoja sobre Iva!
 El Guardián golpea a Iva (7).
 Iva pierde el equilibrio.
 El Guardián pierde sangre (1).
 El Guardián rasguña a Iva (6).
 Iva está aturdida y pierde el turno.
 El Guardián pierde sangre (1).
 Las heridas del Guardián dejan de sangrar.
 El Guardián golpea a Iva (7).
 Iva sangra.
 Iva pierde sangre (1).
1 atacar  2 habilidad  3 objeto  4 huir
> 2 2
=== Combate ===
Iva, bárbara de nivel 4
  V [######------] 33/66   M [#####---] 6/10
  sangre:1
1) Guardián              [##------] 19/70  furia sangrex2:2
 ¡Iva desgarra al Guardián con un golpe brutal!
 Iva golpea al Guardián (8).
 El Guardián sangra.
 El Guardián pierde sangre (2).
 ¡El Guardián descarga la gran hoja sobre Iva!
 El Guardián golpea a Iva (7).
 Iva pierde sangre (1).
1 atacar  2 habilidad  3 objeto  4 huir
> 1
=== Combate ===
Iva, bárbara de nivel 4
  V [####--------] 24/66   M [#####---] 6/10
  sangrex2:2
1) Guardián              [##------] 17/70  furia sangrex2:1
 Iva no acierta al Guardián.
 El Guardián pierde sangre (2).
 El Guardián: ¡herida grave!
 El Guardián golpea a Iva (7).
 Iva sangra con más fuerza (heridas: 2).
 Iva pierde sangre (2).
1 atacar  2 habilidad  3 objeto  4 huir
> 1
=== Combate ===
Iva, bárbara de nivel 4
  V [####--------] 22/66   M [#####---] 6/10
  sangrex2:1
1) Guardián              [#-------] 8/70  furia
 Iva golpea al Guardián (7).
 El Guardián pierde sangre (2).
 Las heridas del Guardián dejan de sangrar.
 El Guardián no acierta a Iva.
 Iva pierde sangre (2).
1 atacar  2 habilidad  3 objeto  4 huir
> 1
=== Combate ===
Iva, bárbara de nivel 5
  V [#####-------] 28/72   M [########] 12/12
  sangrex2:1
1) Guardián              sin vida
 ¡Iva asesta un golpe crítico!
 Iva golpea al Guardián (16).
 El Guardián muere.
 Iva alcanza el nivel 5: más fuerza, rapidez y aguante.
 Misión cumplida: «El Guardián».
 El Guardián cae y la cripta queda en silencio.
El Guardián ha muerto. ¡Has ganado!
El Guardián cayó en el nivel 3 tras 418 turnos.
Iva, bárbara de nivel 5  EXP 27/100  oro 59
V [#####-------] 28/72   M [########] 12/12
Fuerza 16  Defensa 8  Agilidad 10  Velocidad 100
Efectos al final: sangrex2:1
Iva mató tres goblins, un líder de la manada, un lobo sangriento, un lobo, un
  diablillo de fuego, un chamán goblin, una araña de cueva, un esqueleto, un
  espectro de escarcha, un gato de las sombras y al Guardián.
Turnos: 418  Bajas: 13  Sangre derramada: 67
Oro encontrado: 59  Nivel más profundo: 3
Puntuación: 1486
Los últimos mensajes:
  El Guardián pierde sangre (2).
  Las heridas del Guardián dejan de sangrar.
  El Guardián no acierta a Iva.
  Iva pierde sangre (2).
  ¡Iva asesta un golpe crítico!
  Iva golpea al Guardián (16).
  El Guardián muere.
  Iva alcanza el nivel 5: más fuerza, rapidez y aguante.
  Misión cumplida: «El Guardián».
  El Guardián cae y la cripta queda en silencio.
La historia de esta partida está escrita en
~/.local/share/bloodtrail/morgue-Iva-4.txt.
Esta partida ocupa el puesto 1 de la tabla de puntuaciones
(~/.local/share/bloodtrail/scores).
