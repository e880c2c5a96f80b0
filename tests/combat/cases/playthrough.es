¿Cómo se llama tu héroe? (Intro: Inés)
> 
##########                               Sala de entrada
#@.......#                               Nivel 1 de 3
#........+
#........#
####+####








Inés, bárbara de nivel 1  EXP 0/20  oro 0
V [############] 38/38   M [########] 10/10
«El rastro de sangre». Sigue la sangre hasta la guarida.
Inés, la bárbara, se adentra en la oscuridad.
Nueva misión: «El rastro de sangre». Sigue la sangre hasta la guarida.
> i
Empuñas un hacha y vistes una armadura de cuero.
En tu mochila:
  a) dos pociones de curación
  b) venda
> look
##########                               Sala de entrada
#@.......#                               Nivel 1 de 3
#........+
#........#
####+####








Inés, bárbara de nivel 1  EXP 0/20  oro 0
V [############] 38/38   M [########] 10/10
«El rastro de sangre». Sigue la sangre hasta la guarida.
> se
##########                               Sala de entrada
#........#                               Nivel 1 de 3
#.@......+
#........#
####+#####








Inés, bárbara de nivel 1  EXP 0/20  oro 0
V [############] 38/38   M [########] 10/10
«El rastro de sangre». Sigue la sangre hasta la guarida.
> se
##########                               Sala de entrada
#........#                               Nivel 1 de 3
#........+
#..@.....#
####+#####








Inés, bárbara de nivel 1  EXP 0/20  oro 0
V [############] 38/38   M [########] 10/10
«El rastro de sangre». Sigue la sangre hasta la guarida.
> se
##########                               Sala de entrada
#........#                               Nivel 1 de 3
#........+
#..@.....#
####'#####
    .#
     #






Inés, bárbara de nivel 1  EXP 0/20  oro 0
V [############] 38/38   M [########] 10/10
«El rastro de sangre». Sigue la sangre hasta la guarida.
La puerta se abre con un chirrido.
> se
##########                               Sala de entrada
#........#                               Nivel 1 de 3
#........+
#........#
####@#####
   #.#
   #.#
   #.#
   #.#
   #.#
   #.#
   #.#
   #.+
Inés, bárbara de nivel 1  EXP 0/20  oro 0
V [############] 38/38   M [########] 10/10
«El rastro de sangre». Sigue la sangre hasta la guarida.
> ne
##########                               Sala de entrada
#........#                               Nivel 1 de 3
#........+
#....@...#
####'#####
   #.#
   #.#
   #.#
   #.#
   #.#
   #.#
   #.#
   #.+
Inés, bárbara de nivel 1  EXP 0/20  oro 0
V [############] 38/38   M [########] 10/10
«El rastro de sangre». Sigue la sangre hasta la guarida.
> ne
##########                               Sala de entrada
#........#                               Nivel 1 de 3
#.....@..+
#........#
####'#####
   #.#
   #.#
   #.#
   #.#
   #.#
   #.#
   #.#
   #.+
Inés, bárbara de nivel 1  EXP 0/20  oro 0
V [############] 38/38   M [########] 10/10
«El rastro de sangre». Sigue la sangre hasta la guarida.
> ne
##########                               Sala de entrada
#......@.#                               Nivel 1 de 3
#........+
#........#
####'#####
   #.#
   #.#
   #.#
   #.#
   #.#
   #.#
   #.#
   #.+
Inés, bárbara de nivel 1  EXP 0/20  oro 0
V [############] 38/38   M [########] 10/10
«El rastro de sangre». Sigue la sangre hasta la guarida.
> e
##########                               Sala de entrada
#.......@#                               Nivel 1 de 3
#........+
#........#
####'#####
   #.#
   #.#
   #.#
   #.#
   #.#
   #.#
   #.#
   #.+
Inés, bárbara de nivel 1  EXP 0/20  oro 0
V [############] 38/38   M [########] 10/10
«El rastro de sangre». Sigue la sangre hasta la guarida.
> se
##########                               Sala de entrada
#.......@#                               Nivel 1 de 3
#........'.
#........#..                             A tu alrededor:
####'#####..g                            g goblin (dormido)
   #.#     ###
   #.#
   #.#
   #.#
   #.#
   #.#
   #.#
   #.+
Inés, bárbara de nivel 1  EXP 0/20  oro 0
V [############] 38/38   M [########] 10/10
«El rastro de sangre». Sigue la sangre hasta la guarida.
La puerta se abre con un chirrido.
Ves un goblin.
> se
##################                       Sala de entrada
#........#........                       Nivel 1 de 3
#........@........
#........#........                       A tu alrededor:
####'#####..g.....                       g goblin (dormido)
   #.#     ######
   #.#
   #.#
   #.#
   #.#
   #.#
   #.#
   #.+
Inés, bárbara de nivel 1  EXP 0/20  oro 0
V [############] 38/38   M [########] 10/10
«El rastro de sangre». Sigue la sangre hasta la guarida.
> e
###################                      Galería superior
#........#.........                      Nivel 1 de 3
#........'@........
#........#.........                      A tu alrededor:
####'#####..g......                      g goblin (dormido)
   #.#   #########
   #.#
   #.#
   #.#
   #.#
   #.#
   #.#
   #.+
Inés, bárbara de nivel 1  EXP 0/20  oro 0
V [############] 38/38   M [########] 10/10
«El rastro de sangre». Sigue la sangre hasta la guarida.
> se
###################                      Galería superior
#........#..........                     Nivel 1 de 3
#........'..........
#........#.@........                     A tu alrededor:
####'#####..g.......                     g goblin (dormido)
   #.#   #########+#
   #.#
   #.#
   #.#
   #.#
   #.#
   #.#
   #.+
Inés, bárbara de nivel 1  EXP 0/20  oro 0
V [############] 38/38   M [########] 10/10
«El rastro de sangre». Sigue la sangre hasta la guarida.
> se
=== Combate ===
Inés, bárbara de nivel 1
  V [############] 38/38   M [########] 10/10
1) Goblin                [#####---] 9/14
 ¡Combate contra un goblin!
 ¡Inés sorprende al goblin dormido!
 Inés corta al goblin (5).
1 atacar  2 habilidad  3 objeto  4 huir
> 2
Tus habilidades:
  1) berserker     1 maná   disponible
  2) desgarro      2 maná   disponible
¿Qué habilidad usas? (un número o un nombre; «atrás» para volver)
? 1
=== Combate ===
Inés, bárbara de nivel 1
  V [############] 38/38   M [#######-] 9/10
  furia:2
1) Goblin                [##------] 3/14
 ¡Inés aúlla, olvida toda prudencia y arremete contra el goblin!
 ¡La furia consume a Inés!
 Inés corta al goblin (6).
 El goblin: ¡herida grave!
 El goblin no acierta a Inés.
1 atacar  2 habilidad  3 objeto  4 huir
> 2
Tus habilidades:
  1) berserker     1 maná   faltan 4 turnos
  2) desgarro      2 maná   disponible
¿Qué habilidad usas? (un número o un nombre; «atrás» para volver)
? 2
###################                      Galería superior
#........#..........                     Nivel 1 de 3
#........'..........
#........#.@........
####'#####..$.......
   #.#   #########+#
   #.#
   #.#
   #.#
   #.#
   #.#
   #.#
   #.+
Inés, bárbara de nivel 1  EXP 6/20  oro 0
V [############] 38/38   M [######--] 7/10
furia:2
«El rastro de sangre». Sigue la sangre hasta la guarida.
¡Inés desgarra al goblin con un golpe brutal!
Inés aplasta al goblin (14).
El goblin muere.
> se
####################                     Galería superior
#........#..........                     Nivel 1 de 3
#........'...........
#........#...........
####'#####..@........
   #.#   #########+##
   #.#
   #.#
   #.#
   #.#
   #.#
   #.#
   #.+
Inés, bárbara de nivel 1  EXP 6/20  oro 3
V [############] 38/38   M [######--] 7/10
furia:1
«El rastro de sangre». Sigue la sangre hasta la guarida.
Recoges 3 monedas de oro.
Aquí hay una venda.
> i
Empuñas un hacha y vistes una armadura de cuero.
En tu mochila:
  a) dos pociones de curación
  b) venda
> look
####################                     Galería superior
#........#..........                     Nivel 1 de 3
#........'...........
#........#...........
####'#####..@........
   #.#   #########+##
   #.#
   #.#
   #.#
   #.#
   #.#
   #.#
   #.+
Inés, bárbara de nivel 1  EXP 6/20  oro 3
V [############] 38/38   M [######--] 7/10
furia:1
«El rastro de sangre». Sigue la sangre hasta la guarida.
> ne
#####################                    Galería superior
#........#............                   Nivel 1 de 3
#........'............
#........#...@........
####'#####..!.........
   #.#   #########+###
   #.#
   #.#
   #.#
   #.#
   #.#
   #.#
   #.+
Inés, bárbara de nivel 1  EXP 6/20  oro 3
V [############] 38/38   M [######--] 7/10
«El rastro de sangre». Sigue la sangre hasta la guarida.
La furia de Inés se apaga.
> sw
#####################                    Galería superior
#........#............                   Nivel 1 de 3
#........'............
#........#............
####'#####..@.........
   #.#   #########+###
   #.#
   #.#
   #.#
   #.#
   #.#
   #.#
   #.+
Inés, bárbara de nivel 1  EXP 6/20  oro 3
V [############] 38/38   M [######--] 8/10
«El rastro de sangre». Sigue la sangre hasta la guarida.
Aquí hay una venda.
> pickup
#####################                    Galería superior
#........#............                   Nivel 1 de 3
#........'............
#........#............
####'#####..@.........
   #.#   #########+###
   #.#
   #.#
   #.#
   #.#
   #.#
   #.#
   #.+
Inés, bárbara de nivel 1  EXP 6/20  oro 3
V [############] 38/38   M [######--] 8/10
«El rastro de sangre». Sigue la sangre hasta la guarida.
Recoges una venda.
> i
Empuñas un hacha y vistes una armadura de cuero.
En tu mochila:
  a) dos pociones de curación
  b) dos vendas
> look
#####################                    Galería superior
#........#............                   Nivel 1 de 3
#........'............
#........#............
####'#####..@.........
   #.#   #########+###
   #.#
   #.#
   #.#
   #.#
   #.#
   #.#
   #.+
Inés, bárbara de nivel 1  EXP 6/20  oro 3
V [############] 38/38   M [######--] 8/10
«El rastro de sangre». Sigue la sangre hasta la guarida.
> ne
#####################                    Galería superior
#........#............                   Nivel 1 de 3
#........'............
#........#...@........
####'#####..%.........
   #.#   #########+###
   #.#
   #.#
   #.#
   #.#
   #.#
   #.#
   #.+
Inés, bárbara de nivel 1  EXP 6/20  oro 3
V [############] 38/38   M [######--] 8/10
«El rastro de sangre». Sigue la sangre hasta la guarida.
> ne
#######################                  Galería superior
#........#.............                  Nivel 1 de 3
#........'....@........
#........#.............
####'#####..%..........
   #.#   #########+###
   #.#
   #.#
   #.#
   #.#
   #.#
   #.#
   #.+
Inés, bárbara de nivel 1  EXP 6/20  oro 3
V [############] 38/38   M [#######-] 9/10
«El rastro de sangre». Sigue la sangre hasta la guarida.
> e
########################                 Galería superior
#........#..............                 Nivel 1 de 3
#........'.....@........
#........#..............
####'#####..%...........
   #.#   #########+####
   #.#
   #.#
   #.#
   #.#
   #.#
   #.#
   #.+
Inés, bárbara de nivel 1  EXP 6/20  oro 3
V [############] 38/38   M [#######-] 9/10
«El rastro de sangre». Sigue la sangre hasta la guarida.
> se
########################                 Galería superior
#........#..............!                Nivel 1 de 3
#........'...............
#........#......@........
####'#####..%............
   #.#   #########+######
   #.#
   #.#
   #.#
   #.#
   #.#
   #.#
   #.+
Inés, bárbara de nivel 1  EXP 6/20  oro 3
V [############] 38/38   M [#######-] 9/10
«El rastro de sangre». Sigue la sangre hasta la guarida.
> ne
##########################               Galería superior
#........#..............!#               Nivel 1 de 3
#........'.......@.......#
#........#...............#
####'#####..%............#
   #.#   #########+######
   #.#
   #.#
   #.#
   #.#
   #.#
   #.#
   #.+
Inés, bárbara de nivel 1  EXP 6/20  oro 3
V [############] 38/38   M [########] 10/10
«El rastro de sangre». Sigue la sangre hasta la guarida.
> ne
##########################               Galería superior
#........#........@.....!#               Nivel 1 de 3
#........'...............#
#........#...............#
####'#####..%............#
   #.#   #########+#######
   #.#
   #.#
   #.#
   #.#
   #.#
   #.#
   #.+
Inés, bárbara de nivel 1  EXP 6/20  oro 3
V [############] 38/38   M [########] 10/10
«El rastro de sangre». Sigue la sangre hasta la guarida.
> e
##########################               Galería superior
#........#.........@....!#               Nivel 1 de 3
#........'...............#
#........#...............#
####'#####..%............#
   #.#   #########+#######
   #.#
   #.#
   #.#
   #.#
   #.#
   #.#
   #.+
Inés, bárbara de nivel 1  EXP 6/20  oro 3
V [############] 38/38   M [########] 10/10
«El rastro de sangre». Sigue la sangre hasta la guarida.
> e
##########################               Galería superior
#........#..........@...!#               Nivel 1 de 3
#........'...............#
#........#...............#
####'#####..%............#
   #.#   #########+#######
   #.#
   #.#
   #.#
   #.#
   #.#
   #.#
   #.+
Inés, bárbara de nivel 1  EXP 6/20  oro 3
V [############] 38/38   M [########] 10/10
«El rastro de sangre». Sigue la sangre hasta la guarida.
> e
##########################               Galería superior
#........#...........@..!#               Nivel 1 de 3
#........'...............#
#........#...............#
####'#####..%............#
   #.#   #########+#######
   #.#
   #.#
   #.#
   #.#
   #.#
   #.#
   #.+
Inés, bárbara de nivel 1  EXP 6/20  oro 3
V [############] 38/38   M [########] 10/10
«El rastro de sangre». Sigue la sangre hasta la guarida.
> e
##########################               Galería superior
#........#............@.!#               Nivel 1 de 3
#........'...............#
#........#...............#
####'#####..%............#
   #.#   #########+#######
   #.#
   #.#
   #.#
   #.#
   #.#
   #.#
   #.+
Inés, bárbara de nivel 1  EXP 6/20  oro 3
V [############] 38/38   M [########] 10/10
«El rastro de sangre». Sigue la sangre hasta la guarida.
> e
##########################               Galería superior
#........#.............@!#               Nivel 1 de 3
#........'...............#
#........#...............#
####'#####..%............#
   #.#   #########+#######
   #.#
   #.#
   #.#
   #.#
   #.#
   #.#
   #.+
Inés, bárbara de nivel 1  EXP 6/20  oro 3
V [############] 38/38   M [########] 10/10
«El rastro de sangre». Sigue la sangre hasta la guarida.
> e
##########################               Galería superior
#........#..............@#               Nivel 1 de 3
#........'...............#
#........#...............#
####'#####..%............#
   #.#   #########+#######
   #.#
   #.#
   #.#
   #.#
   #.#
   #.#
   #.+
Inés, bárbara de nivel 1  EXP 6/20  oro 3
V [############] 38/38   M [########] 10/10
«El rastro de sangre». Sigue la sangre hasta la guarida.
Aquí hay una poción de curación.
> pickup
##########################               Galería superior
#........#..............@#               Nivel 1 de 3
#........'...............#
#........#...............#
####'#####..%............#
   #.#   #########+#######
   #.#
   #.#
   #.#
   #.#
   #.#
   #.#
   #.+
Inés, bárbara de nivel 1  EXP 6/20  oro 3
V [############] 38/38   M [########] 10/10
«El rastro de sangre». Sigue la sangre hasta la guarida.
Recoges una poción de curación.
> i
Empuñas un hacha y vistes una armadura de cuero.
En tu mochila:
  a) tres pociones de curación
  b) dos vendas
> look
##########################               Galería superior
#........#..............@#               Nivel 1 de 3
#........'...............#
#........#...............#
####'#####..%............#
   #.#   #########+#######
   #.#
   #.#
   #.#
   #.#
   #.#
   #.#
   #.+
Inés, bárbara de nivel 1  EXP 6/20  oro 3
V [############] 38/38   M [########] 10/10
«El rastro de sangre». Sigue la sangre hasta la guarida.
> w
##########################               Galería superior
#........#.............@.#               Nivel 1 de 3
#........'...............#
#........#...............#
####'#####..%............#
   #.#   #########+#######
   #.#
   #.#
   #.#
   #.#
   #.#
   #.#
   #.+
Inés, bárbara de nivel 1  EXP 6/20  oro 3
V [############] 38/38   M [########] 10/10
«El rastro de sangre». Sigue la sangre hasta la guarida.
> w
##########################               Galería superior
#........#............@..#               Nivel 1 de 3
#........'...............#
#........#...............#
####'#####..%............#
   #.#   #########+#######
   #.#
   #.#
   #.#
   #.#
   #.#
   #.#
   #.+
Inés, bárbara de nivel 1  EXP 6/20  oro 3
V [############] 38/38   M [########] 10/10
«El rastro de sangre». Sigue la sangre hasta la guarida.
> sw
##########################               Galería superior
#........#...............#               Nivel 1 de 3
#........'...........@...#
#........#...............#
####'#####..%............#
   #.#   #########+#######
   #.#
   #.#
   #.#
   #.#
   #.#
   #.#
   #.+
Inés, bárbara de nivel 1  EXP 6/20  oro 3
V [############] 38/38   M [########] 10/10
«El rastro de sangre». Sigue la sangre hasta la guarida.
> sw
##########################               Galería superior
#........#...............#               Nivel 1 de 3
#........'...............#
#........#..........@....#
####'#####..%............#
   #.#   #########+#######
   #.#
   #.#
   #.#
   #.#
   #.#
   #.#
   #.+
Inés, bárbara de nivel 1  EXP 6/20  oro 3
V [############] 38/38   M [########] 10/10
«El rastro de sangre». Sigue la sangre hasta la guarida.
> sw
##########################               Galería superior
#........#...............#               Nivel 1 de 3
#........'...............#
#........#...............#
####'#####..%......@.....#
   #.#   #########+#######
   #.#
   #.#
   #.#
   #.#
   #.#
   #.#
   #.+
Inés, bárbara de nivel 1  EXP 6/20  oro 3
V [############] 38/38   M [########] 10/10
«El rastro de sangre». Sigue la sangre hasta la guarida.
> sw
##########################               Galería superior
#........#...............#               Nivel 1 de 3
#........'...............#
#........#...............#
####'#####..%......@.....#
   #.#   #########'#######
   #.#           #,
   #.#           #
   #.#
   #.#
   #.#
   #.#
   #.+
Inés, bárbara de nivel 1  EXP 6/20  oro 3
V [############] 38/38   M [########] 10/10
«El rastro de sangre». Sigue la sangre hasta la guarida.
La puerta se abre con un chirrido.
> sw
##########################               Galería superior
#........#...............#               Nivel 1 de 3
#........'...............#
#........#...............#
####'#####..%............#
   #.#   #########@#######
   #.#           #,#
   #.#           #,#
   #.#           ..,
   #.#           ...
   #.#           ...
   #.#           ...
   #.+          .....
Inés, bárbara de nivel 1  EXP 6/20  oro 3
V [############] 38/38   M [########] 10/10
«El rastro de sangre». Sigue la sangre hasta la guarida.
> s
##########################
#........#...............#               Nivel 1 de 3
#........'...............#
#........#...............#
####'#####..%............#
   #.#   #########'#######
   #.#           #@#
   #.#           #,#
   #.#           ..,
   #.#           ...
   #.#          .....
   #.#          .....
   #.+          .....
Inés, bárbara de nivel 1  EXP 6/20  oro 3
V [############] 38/38   M [########] 10/10
«El rastro de sangre». Sigue la sangre hasta la guarida.
> s
#........#...............#               Antiguo cruce
#........'...............#               Nivel 1 de 3
#........#...............#
####'#####..%............#
   #.#   #########'#######
   #.#           #,#
   #.#           #@#
   #.#          ...,.
   #.#         .....,.
   #.#        .......,.
   #.#       .........,.
   #.+      ...........,.
            ............,
Inés, bárbara de nivel 1  EXP 6/20  oro 3
V [############] 38/38   M [########] 10/10
«El rastro de sangre». Sigue la sangre hasta la guarida.
> sw
#........'...............#               Antiguo cruce
#........#...............#               Nivel 1 de 3
####'#####..%............#
   #.#   #########'#######
   #.#           #,#
   #.#     #######,#######
   #.#     #.....@.,......
   #.#     #........,.....
   #.#     #.........,....
   #.#     #..........,..
   #.+     +...........,.
           #............,
           ######+######
Inés, bárbara de nivel 1  EXP 6/20  oro 3
V [############] 38/38   M [########] 10/10
«El rastro de sangre». Sigue la sangre hasta la guarida.
> w
#........'...............#               Antiguo cruce
#........#...............#               Nivel 1 de 3
####'#####..%............#
   #.#   #########'#######
   #.#           #,#
   #.#     #######,#######
   #.#     #....@..,......
   #.#     #........,.....
   #.#     #.........,....
   #.#     #..........,..
   #.+     +...........,.
           #............,
           ######+######
Inés, bárbara de nivel 1  EXP 6/20  oro 3
V [############] 38/38   M [########] 10/10
«El rastro de sangre». Sigue la sangre hasta la guarida.
> w
#........'...............#               Antiguo cruce
#........#...............#               Nivel 1 de 3
####'#####..%............#
   #.#   #########'#######
   #.#           #,#
   #.#     #######,#######
   #.#     #...@...,......
   #.#     #........,.....
   #.#     #.........,....
   #.#     #..........,..
   #.+     +...........,.
           #............,
           ######+######
Inés, bárbara de nivel 1  EXP 6/20  oro 3
V [############] 38/38   M [########] 10/10
«El rastro de sangre». Sigue la sangre hasta la guarida.
> sw
#........#...............#               Antiguo cruce
####'#####..%............#               Nivel 1 de 3
   #.#   #########'#######
   #.#           #,#
   #.#     #######,#######
   #.#     #.......,......
   #.#     #..@.....,.....
   #.#     #.........,....
   #.#     #..........,..
   #.+     +...........,.
           #............,
           ######+######

Inés, bárbara de nivel 1  EXP 6/20  oro 3
V [############] 38/38   M [########] 10/10
«El rastro de sangre». Sigue la sangre hasta la guarida.
> sw
####'#####..%............#               Antiguo cruce
   #.#   #########'#######               Nivel 1 de 3
   #.#           #,#
   #.#     #######,#######
   #.#     #.......,......
   #.#     #........,.....
   #.#     #.@.......,....
   #.#     #..........,..
   #.+     +...........,.
           #............,
           ######+######


Inés, bárbara de nivel 1  EXP 6/20  oro 3
V [############] 38/38   M [########] 10/10
«El rastro de sangre». Sigue la sangre hasta la guarida.
> sw
   #.#   #########'#######               Antiguo cruce
   #.#           #,#                     Nivel 1 de 3
   #.#     #######,#######
   #.#     #.......,......
   #.#     #........,.....
   #.#     #.........,....
   #.#     #@.........,..
   #.+     +...........,.
           #............,
           ######+######



Inés, bárbara de nivel 1  EXP 6/20  oro 3
V [############] 38/38   M [########] 10/10
«El rastro de sangre». Sigue la sangre hasta la guarida.
> sw
   #.#   #########'#######               Antiguo cruce
   #.#           #,#                     Nivel 1 de 3
   #.#     #######,#######
   #.#     #.......,......
   #.#     #........,.....
   #.#     #.........,....
   #.#     #@.........,..
   #.+    .'...........,.
           #............,
           ######+######



Inés, bárbara de nivel 1  EXP 6/20  oro 3
V [############] 38/38   M [########] 10/10
«El rastro de sangre». Sigue la sangre hasta la guarida.
La puerta se abre con un chirrido.
> sw
   #.#           #,#                     Antiguo cruce
   #.#     #######,#######               Nivel 1 de 3
   #.#     #.......,......
   #.#     #........,.....
   #.#     #.........,....
   #.#     #..........,..
   #.+.....@...........,.
     #     #............,
           ######+######




Inés, bárbara de nivel 1  EXP 6/20  oro 3
V [############] 38/38   M [########] 10/10
«El rastro de sangre». Sigue la sangre hasta la guarida.
> w
   #.#           #,#                     Sótanos fríos
   #.#     #######,#######               Nivel 1 de 3
   #.#     #.......,......
   #.#     #........,.....
   #.#     #.........,....
   #.#     #..........,..
   #.+....@'...........,.
     #     #............,
           ######+######




Inés, bárbara de nivel 1  EXP 6/20  oro 3
V [############] 38/38   M [########] 10/10
«El rastro de sangre». Sigue la sangre hasta la guarida.
> w
   #.#           #,#                     Sótanos fríos
   #.#     #######,#######               Nivel 1 de 3
   #.#     #.......,......
   #.#     #........,.....
   #.#     #.........,....
   #.#     #..........,..
   #.+...@.'...........,.
     #     #............,
           ######+######




Inés, bárbara de nivel 1  EXP 6/20  oro 3
V [############] 38/38   M [########] 10/10
«El rastro de sangre». Sigue la sangre hasta la guarida.
> w
   #.#           #,#                     Sótanos fríos
   #.#     #######,#######               Nivel 1 de 3
   #.#     #.......,......
   #.#     #........,.....
   #.#     #.........,....
   #.#     #..........,..
   #.+..@..'...........,.
     #     #............,
           ######+######




Inés, bárbara de nivel 1  EXP 6/20  oro 3
V [############] 38/38   M [########] 10/10
«El rastro de sangre». Sigue la sangre hasta la guarida.
> w
   #.#           #,#                     Sótanos fríos
   #.#     #######,#######               Nivel 1 de 3
   #.#     #.......,......
   #.#     #........,.....
   #.#     #.........,....
   #.#     #..........,..
   #.+.@...'...........,.
     #     #............,
           ######+######




Inés, bárbara de nivel 1  EXP 6/20  oro 3
V [############] 38/38   M [########] 10/10
«El rastro de sangre». Sigue la sangre hasta la guarida.
> w
   #.#           #,#                     Sótanos fríos
   #.#     #######,#######               Nivel 1 de 3
   #.#     #.......,......
   #.#     #........,.....
   #.#     #.........,....
   #.#     #..........,..
   #.+@....'...........,.
     #     #............,
           ######+######




Inés, bárbara de nivel 1  EXP 6/20  oro 3
V [############] 38/38   M [########] 10/10
«El rastro de sangre». Sigue la sangre hasta la guarida.
> w
   #.#           #,#                     Sótanos fríos
   #.#     #######,#######               Nivel 1 de 3
   #.#     #.......,......
   #.#     #........,.....
   #.#     #.........,....
   #.#     #..........,..
   #.'@....'...........,.
   ###     #............,
           ######+######




Inés, bárbara de nivel 1  EXP 6/20  oro 3
V [############] 38/38   M [########] 10/10
«El rastro de sangre». Sigue la sangre hasta la guarida.
La puerta se abre con un chirrido.
> e
   #.#           #,#                     Sótanos fríos
   #.#     #######,#######               Nivel 1 de 3
   #.#     #.......,......
   #.#     #........,.....
   #.#     #.........,....
   #.#     #..........,..
   #.'.@...'...........,.
   ###     #............,
           ######+######




Inés, bárbara de nivel 1  EXP 6/20  oro 3
V [############] 38/38   M [########] 10/10
«El rastro de sangre». Sigue la sangre hasta la guarida.
> e
   #.#           #,#                     Sótanos fríos
   #.#     #######,#######               Nivel 1 de 3
   #.#     #.......,......
   #.#     #........,.....
   #.#     #.........,....
   #.#     #..........,..
   #.'..@..'...........,.
   ###     #............,
           ######+######




Inés, bárbara de nivel 1  EXP 6/20  oro 3
V [############] 38/38   M [########] 10/10
«El rastro de sangre». Sigue la sangre hasta la guarida.
> e
   #.#           #,#                     Sótanos fríos
   #.#     #######,#######               Nivel 1 de 3
   #.#     #.......,......
   #.#     #........,.....
   #.#     #.........,....
   #.#     #..........,..
   #.'...@.'...........,.
   ###     #............,
           ######+######




Inés, bárbara de nivel 1  EXP 6/20  oro 3
V [############] 38/38   M [########] 10/10
«El rastro de sangre». Sigue la sangre hasta la guarida.
> e
   #.#           #,#                     Sótanos fríos
   #.#     #######,#######               Nivel 1 de 3
   #.#     #.......,......
   #.#     #........,.....
   #.#     #.........,....
   #.#     #..........,..
   #.'....@'...........,.
   ###     #............,
           ######+######




Inés, bárbara de nivel 1  EXP 6/20  oro 3
V [############] 38/38   M [########] 10/10
«El rastro de sangre». Sigue la sangre hasta la guarida.
> e
   #.#           #,#                     Antiguo cruce
   #.#     #######,#######               Nivel 1 de 3
   #.#     #.......,......
   #.#     #........,.....
   #.#     #.........,....
   #.#     #..........,..
   #.'.....@...........,.
   ###     #............,
           ######+######




Inés, bárbara de nivel 1  EXP 6/20  oro 3
V [############] 38/38   M [########] 10/10
«El rastro de sangre». Sigue la sangre hasta la guarida.
> ne
   #.#   #########'#######               Antiguo cruce
   #.#           #,#                     Nivel 1 de 3
   #.#     #######,#######
   #.#     #.......,......
   #.#     #........,.....
   #.#     #.........,....
   #.#     #@.........,..
   #.'.....'...........,.
   ###     #............,
           ######+######



Inés, bárbara de nivel 1  EXP 6/20  oro 3
V [############] 38/38   M [########] 10/10
«El rastro de sangre». Sigue la sangre hasta la guarida.
> ne
####'#####..%............#               Antiguo cruce
   #.#   #########'#######               Nivel 1 de 3
   #.#           #,#
   #.#     #######,#######
   #.#     #.......,......
   #.#     #........,.....
   #.#     #.@.......,....
   #.#     #..........,..
   #.'.....'...........,.
   ###     #............,
           ######+######


Inés, bárbara de nivel 1  EXP 6/20  oro 3
V [############] 38/38   M [########] 10/10
«El rastro de sangre». Sigue la sangre hasta la guarida.
> se
   #.#   #########'#######               Antiguo cruce
   #.#           #,#                     Nivel 1 de 3
   #.#     #######,#######
   #.#     #.......,......
   #.#     #........,.....
   #.#     #.........,....
   #.#     #..@.......,..
   #.'.....'...........,.
   ###     #............,
           ######+######



Inés, bárbara de nivel 1  EXP 6/20  oro 3
V [############] 38/38   M [########] 10/10
«El rastro de sangre». Sigue la sangre hasta la guarida.
> se
   #.#           #,#                     Antiguo cruce
   #.#     #######,#######               Nivel 1 de 3
   #.#     #.......,......
   #.#     #........,.....
   #.#     #.........,....
   #.#     #..........,..
   #.'.....'...@.......,.
   ###     #............,
           ######+######




Inés, bárbara de nivel 1  EXP 6/20  oro 3
V [############] 38/38   M [########] 10/10
«El rastro de sangre». Sigue la sangre hasta la guarida.
> se
   #.#     #######,#######               Antiguo cruce
   #.#     #.......,......               Nivel 1 de 3
   #.#     #........,.....
   #.#     #.........,....
   #.#     #..........,..
   #.'.....'...........,.
   ###     #....@.......,
           ######+#######





Inés, bárbara de nivel 1  EXP 6/20  oro 3
V [############] 38/38   M [########] 10/10
«El rastro de sangre». Sigue la sangre hasta la guarida.
> se
   #.#     #######,#######               Antiguo cruce
   #.#     #.......,......               Nivel 1 de 3
   #.#     #........,.....
   #.#     #.........,....
   #.#     #..........,..
   #.'.....'...........,.
   ###     #....@.......,
           ######'#######
                 .#
                  #



Inés, bárbara de nivel 1  EXP 6/20  oro 3
V [############] 38/38   M [########] 10/10
«El rastro de sangre». Sigue la sangre hasta la guarida.
La puerta se abre con un chirrido.
> se
   #.#     #.......,......               Antiguo cruce
   #.#     #........,.....               Nivel 1 de 3
   #.#     #.........,....
   #.#     #..........,..                A tu alrededor:
   #.'.....'...........,.                w lobo
   ###     #............,
           ######@#######
                #.#
                #.#
                w,,
                ...
                ...
                ...
Inés, bárbara de nivel 1  EXP 6/20  oro 3
V [############] 38/38   M [########] 10/10
«El rastro de sangre». Sigue la sangre hasta la guarida.
Ves un lobo.
> s
=== Combate ===
Inés, bárbara de nivel 1
  V [###########-] 36/38   M [########] 10/10
1) Lobo                  [#####---] 9/15
 ¡Combate contra un lobo!
 El lobo rasguña a Inés (2).
1 atacar  2 habilidad  3 objeto  4 huir
> 2
Tus habilidades:
  1) berserker     1 maná   disponible
  2) desgarro      2 maná   disponible
¿Qué habilidad usas? (un número o un nombre; «atrás» para volver)
? 1
=== Combate ===
Inés, bárbara de nivel 1
  V [###########-] 36/38   M [#######-] 9/10
  furia:2
1) Lobo                  [#####---] 9/15
 ¡Inés aúlla, olvida toda prudencia y arremete contra el lobo!
 ¡La furia consume a Inés!
 Inés no acierta al lobo.
1 atacar  2 habilidad  3 objeto  4 huir
> 2
Tus habilidades:
  1) berserker     1 maná   faltan 4 turnos
  2) desgarro      2 maná   disponible
¿Qué habilidad usas? (un número o un nombre; «atrás» para volver)
? 2
   #.#     #........,.....               Salas roídas
   #.#     #.........,....               Nivel 1 de 3
   #.#     #..........,..
   #.'.....'...........,.
   ###     #............,
           ######'#######
                #@#
                #%#
                .,,
                ...
               .....
               .....
               #.###
Inés, bárbara de nivel 1  EXP 11/20  oro 3
V [###########-] 36/38   M [######--] 7/10
furia:2
«El rastro de sangre». Sigue la sangre hasta la guarida.
¡Inés desgarra al lobo con un golpe brutal!
Inés aplasta al lobo (15).
El lobo muere.
> s
El combate ya ha terminado: «s» no se ha ejecutado.
> look
   #.#     #........,.....               Salas roídas
   #.#     #.........,....               Nivel 1 de 3
   #.#     #..........,..
   #.'.....'...........,.
   ###     #............,
           ######'#######
                #@#
                #%#
                .,,
                ...
               .....
               .....
               #.###
Inés, bárbara de nivel 1  EXP 11/20  oro 3
V [###########-] 36/38   M [######--] 7/10
furia:2
«El rastro de sangre». Sigue la sangre hasta la guarida.
> s
   #.#     #.........,....               Salas roídas
   #.#     #..........,..                Nivel 1 de 3
   #.'.....'...........,.
   ###     #............,
           ######'#######
                #.#
                #@#
               ..,,.
              .......
             .!.......
            ...........
           #####.#######
               #.
Inés, bárbara de nivel 1  EXP 11/20  oro 3
V [###########-] 36/38   M [######--] 7/10
furia:1
«El rastro de sangre». Sigue la sangre hasta la guarida.
> sw
   #.#     #..........,..                Salas roídas
   #.'.....'...........,.                Nivel 1 de 3
   ###     #............,
           ######'#######
                #.#
         ########%#######
         #......@,,......
         #...............
         #....!.........,
         #..............
         #######.#######
               #.#
               #.#
Inés, bárbara de nivel 1  EXP 11/20  oro 3
V [############] 37/38   M [######--] 8/10
«El rastro de sangre». Sigue la sangre hasta la guarida.
La furia de Inés se apaga.
> sw
   #.'.....'...........,.                Salas roídas
   ###     #............,                Nivel 1 de 3
           ######'#######
                #.#
         ########%#######
         #.......,,......
         #.....@.........
         #....!.........,
         #..............
         #######.#######
               #.#
               #.#
               #>#
Inés, bárbara de nivel 1  EXP 11/20  oro 3
V [############] 37/38   M [######--] 8/10
«El rastro de sangre». Sigue la sangre hasta la guarida.
> sw
   ###     #............,                Salas roídas
           ######'#######                Nivel 1 de 3
                #.#
         ########%#######
         #.......,,......
         #...............
         #....@.........,
         #..............
         #######.#######
               #.#
               #.#
               #>#
               ###
Inés, bárbara de nivel 1  EXP 11/20  oro 3
V [############] 37/38   M [######--] 8/10
«El rastro de sangre». Sigue la sangre hasta la guarida.
Aquí hay una poción de curación.
> pickup
   ###     #............,                Salas roídas
           ######'#######                Nivel 1 de 3
                #.#
         ########%#######
         #.......,,......
         #...............
         #....@.........,
         #..............
         #######.#######
               #.#
               #.#
               #>#
               ###
Inés, bárbara de nivel 1  EXP 11/20  oro 3
V [############] 38/38   M [#######-] 9/10
«El rastro de sangre». Sigue la sangre hasta la guarida.
Recoges una poción de curación.
> i
Empuñas un hacha y vistes una armadura de cuero.
En tu mochila:
  a) cuatro pociones de curación
  b) dos vendas
> look
   ###     #............,                Salas roídas
           ######'#######                Nivel 1 de 3
                #.#
         ########%#######
         #.......,,......
         #...............
         #....@.........,
         #..............
         #######.#######
               #.#
               #.#
               #>#
               ###
Inés, bárbara de nivel 1  EXP 11/20  oro 3
V [############] 38/38   M [#######-] 9/10
«El rastro de sangre». Sigue la sangre hasta la guarida.
> ne
   #.'.....'...........,.                Salas roídas
   ###     #............,                Nivel 1 de 3
           ######'#######
                #.#
         ########%#######
         #.......,,......
         #.....@.........
         #..............,
         #..............
         #######.#######
               #.#
               #.#
               #>#
Inés, bárbara de nivel 1  EXP 11/20  oro 3
V [############] 38/38   M [#######-] 9/10
«El rastro de sangre». Sigue la sangre hasta la guarida.
> ne
   #.#     #..........,..                Salas roídas
   #.'.....'...........,.                Nivel 1 de 3
   ###     #............,
           ######'#######
                #.#
         ########%#######
         #......@,,......
         #...............
         #..............,
         #..............
         #######.#######
               #.#
               #.#
Inés, bárbara de nivel 1  EXP 11/20  oro 3
V [############] 38/38   M [#######-] 9/10
«El rastro de sangre». Sigue la sangre hasta la guarida.
> ne
   #.#     #.........,....               Salas roídas
   #.#     #..........,..                Nivel 1 de 3
   #.'.....'...........,.
   ###     #............,
           ######'#######
                #.#
         ########@#######
         #.......,,......
         #...............
         #..............,
         #..............
         #######.#######
               #.#
Inés, bárbara de nivel 1  EXP 11/20  oro 3
V [############] 38/38   M [########] 10/10
«El rastro de sangre». Sigue la sangre hasta la guarida.
> se
   #.#     #..........,..                Salas roídas
   #.'.....'...........,.                Nivel 1 de 3
   ###     #............,
           ######'#######
                #.#
         ########%#######,#
         #.......,@......,.
         #.................
         #..............,..
         #..............,.
         #######.#######,#
               #.#
               #.#
Inés, bárbara de nivel 1  EXP 11/20  oro 3
V [############] 38/38   M [########] 10/10
«El rastro de sangre». Sigue la sangre hasta la guarida.
> e
   #.#     #..........,..                Salas roídas
   #.'.....'...........,.                Nivel 1 de 3
   ###     #............,
           ######'#######
                #.#
         ########%#######,##
         #.......,,@.....,..
         #..................
         #..............,...
         #..............,..
         #######.#######,##
               #.#       ,
               #.#
Inés, bárbara de nivel 1  EXP 11/20  oro 3
V [############] 38/38   M [########] 10/10
«El rastro de sangre». Sigue la sangre hasta la guarida.
> e
   #.#     #..........,..                Salas roídas
   #.'.....'...........,.                Nivel 1 de 3
   ###     #............,
           ######'#######                A tu alrededor:
                #.#                      L lobo alfa (dormido)
         ########%#######,###
         #.......,,.@....,...
         #...................
         #..............,....
         #..............,...
         #######.#######,###
               #.#      ,,,
               #.#       L.
Inés, bárbara de nivel 1  EXP 11/20  oro 3
V [############] 38/38   M [########] 10/10
«El rastro de sangre». Sigue la sangre hasta la guarida.
Ves un lobo alfa.
> se
   #.'.....'...........,.                Salas roídas
   ###     #............,                Nivel 1 de 3
           ######'#######
                #.#                      A tu alrededor:
         ########%#######,####           L lobo alfa (dormido)
         #.......,,......,....
         #...........@........
         #..............,.....
         #..............,.....
         #######.#######,####
               #.#      ,,,
               #.#       L..
               #>#        ..
Inés, bárbara de nivel 1  EXP 11/20  oro 3
V [############] 38/38   M [########] 10/10
«El rastro de sangre». Sigue la sangre hasta la guarida.
> se
   ###     #............,                Salas roídas
           ######'####### #              Nivel 1 de 3
                #.#      ,#
         ########%#######,####           A tu alrededor:
         #.......,,......,.....          L lobo alfa (dormido)
         #.....................
         #............@.,......
         #..............,......
         #######.#######,######
               #.#      ,,,
               #.#       L..
               #>#        ..#
               ###         ##
Inés, bárbara de nivel 1  EXP 11/20  oro 3
V [############] 38/38   M [########] 10/10
«El rastro de sangre». Sigue la sangre hasta la guarida.
> se
   ###     #............, .              Salas roídas
           ######'#######,#              Nivel 1 de 3
                #.#      ,#
         ########%#######,#####          A tu alrededor:
         #.......,,......,.....          L lobo alfa (dormido)
         #......................
         #..............,.......
         #.............@,.......
         #######.#######,#######
               #.#      ,,,
               #.#       L..
               #>#        ..#
               ###         ##
Inés, bárbara de nivel 1  EXP 11/20  oro 3
V [############] 38/38   M [########] 10/10
«El rastro de sangre». Sigue la sangre hasta la guarida.
> se
   ###     #............,..              Salas roídas
           ######'#######,#              Nivel 1 de 3
                #.#      ,#
         ########%#######,#####          A tu alrededor:
         #.......,,......,.....          L lobo alfa (dormido)
         #......................         W lobo sangriento (dormido)
         #..............,.......
         #..............,.......
         #######.#######@#######
               #.#    ,,,,,
               #.#   #,..L..
               #>#   #..W...#
               ###   ########
Inés, bárbara de nivel 1  EXP 11/20  oro 3
V [############] 38/38   M [########] 10/10
«El rastro de sangre». Sigue la sangre hasta la guarida.
Ves un lobo sangriento.
> s
   ###     #............,..              Guarida de los lobos
           ######'#######,#              Nivel 1 de 3
                #.#      ,#
         ########%#######,#####          A tu alrededor:
         #.......,,......,.....          L lobo alfa (dormido)
         #......................         W lobo sangriento (dormido)
         #..............,.......
         #..............,.......
         #######.#######,#######
               #.#   #,,@,,,#
               #.#   #,..L..#
               #>#   #..W...#
               ###   ########
Inés, bárbara de nivel 1  EXP 11/20  oro 3
V [############] 38/38   M [########] 10/10
«El rastro de sangre». Sigue la sangre hasta la guarida.
> se
=== Combate ===
Inés, bárbara de nivel 1
  V [###########-] 35/38   M [########] 10/10
1) Lobo alfa             [#####---] 22/36  sangre:2
 ¡Combate contra un lobo alfa!
 ¡Inés sorprende al lobo alfa dormido!
 ¡Inés asesta un golpe crítico!
 Inés corta al lobo alfa (13).
 El lobo alfa sangra.
 El lobo alfa pierde sangre (1).
 El lobo alfa se abalanza con los colmillos por delante.
 El lobo alfa rasguña a Inés (3).
El lobo alfa ha golpeado y queda al descubierto. ¿Contraatacas?
(sí o no)
? yes
=== Combate ===
Inés, bárbara de nivel 1
  V [###########-] 35/38   M [########] 10/10
1) Lobo alfa             [####----] 18/36  sangre:2 ira
 ¡Inés devuelve el golpe al lobo alfa!
 Inés golpea al lobo alfa (4).
 ¡La ira se apodera del lobo alfa!
1 atacar  2 habilidad  3 objeto  4 huir
> 2
Tus habilidades:
  1) berserker     1 maná   disponible
  2) desgarro      2 maná   disponible
¿Qué habilidad usas? (un número o un nombre; «atrás» para volver)
? 1
=== Combate ===
Inés, bárbara de nivel 1
  V [###########-] 35/38   M [#######-] 9/10
  furia:2
1) Lobo alfa             [#-------] 1/36  sangrex2:3 ira
 ¡Inés aúlla, olvida toda prudencia y arremete contra el lobo alfa!
 ¡La furia consume a Inés!
 ¡Inés asesta un golpe crítico!
 Inés aplasta al lobo alfa (17).
 El lobo alfa: ¡herida grave!
 El lobo alfa sangra con más fuerza (heridas: 2).
1 atacar  2 habilidad  3 objeto  4 huir
> 2
Tus habilidades:
  1) berserker     1 maná   faltan 4 turnos
  2) desgarro      2 maná   disponible
¿Qué habilidad usas? (un número o un nombre; «atrás» para volver)
? 2
   ###     #............,..              Guarida de los lobos
           ######'#######,#              Nivel 1 de 3
                #.#      ,#
         ########%#######,#####          A tu alrededor:
         #.......,,......,.....          W lobo sangriento (dormido)
         #......................
         #..............,.......
         #..............,.......
         #######.#######,#######
               #.#   #,,@,,,#
               #.#   #,..$..#
               #>#   #..W...#
               ###   ########
Inés, bárbara de nivel 2  EXP 31/40  oro 3
V [###########-] 43/46   M [########] 12/12
furia:2
Inés usa la habilidad «desgarro».
Inés no acierta al lobo alfa.
El lobo alfa pierde sangre (2).
El lobo alfa muere.
Inés alcanza el nivel 2: más fuerza, rapidez y aguante.
Misión cumplida: «El rastro de sangre».
El lobo alfa ha muerto. El rastro termina aquí.
Recompensa: 20 puntos de experiencia.
Recompensa: recibes una poción de curación.
> i
El combate ya ha terminado: «i» no se ha ejecutado.
> look
   ###     #............,..              Guarida de los lobos
           ######'#######,#              Nivel 1 de 3
                #.#      ,#
         ########%#######,#####          A tu alrededor:
         #.......,,......,.....          W lobo sangriento (dormido)
         #......................
         #..............,.......
         #..............,.......
         #######.#######,#######
               #.#   #,,@,,,#
               #.#   #,..$..#
               #>#   #..W...#
               ###   ########
Inés, bárbara de nivel 2  EXP 31/40  oro 3
V [###########-] 43/46   M [########] 12/12
furia:2
> i
Empuñas un hacha y vistes una armadura de cuero.
En tu mochila:
  a) cinco pociones de curación
  b) dos vendas
> look
   ###     #............,..              Guarida de los lobos
           ######'#######,#              Nivel 1 de 3
                #.#      ,#
         ########%#######,#####          A tu alrededor:
         #.......,,......,.....          W lobo sangriento (dormido)
         #......................
         #..............,.......
         #..............,.......
         #######.#######,#######
               #.#   #,,@,,,#
               #.#   #,..$..#
               #>#   #..W...#
               ###   ########
Inés, bárbara de nivel 2  EXP 31/40  oro 3
V [###########-] 43/46   M [########] 12/12
furia:2
> sw
   ###     #............,..              Guarida de los lobos
           ######'#######,#              Nivel 1 de 3
                #.#      ,#
         ########%#######,#####          A tu alrededor:
         #.......,,......,.....          W lobo sangriento (dormido)
         #......................
         #..............,.......
         #..............,.......
         #######.#######,#######
               #.#   #,,,,,,#
               #.#   #,@.$..#
               #>#   #..W...#
               ###   ########
Inés, bárbara de nivel 2  EXP 31/40  oro 3
V [###########-] 44/46   M [########] 12/12
furia:1
> se
=== Combate ===
Inés, bárbara de nivel 2
  V [##########--] 38/46   M [########] 12/12
1) Lobo sangriento       [##------] 6/22  sangre:2
 ¡Combate contra un lobo sangriento!
 La furia de Inés se apaga.
 ¡Inés sorprende al lobo sangriento dormido!
 ¡Inés asesta un golpe crítico!
 Inés aplasta al lobo sangriento (15).
 El lobo sangriento sangra.
 El lobo sangriento pierde sangre (1).
 ¡El lobo sangriento desgarra a Inés con un golpe brutal!
 El lobo sangriento golpea a Inés (6).
El lobo sangriento ha golpeado y queda al descubierto. ¿Contraatacas?
(sí o no)
? yes
=== Combate ===
Inés, bárbara de nivel 2
  V [#########---] 34/46   M [########] 12/12
  sangrex4:2
1) Lobo sangriento       [#-------] 1/22  sangre:2
 ¡Inés devuelve el golpe al lobo sangriento!
 Inés golpea al lobo sangriento (5).
 El lobo sangriento: ¡herida grave!
 Inés sangra.
 Inés sangra con más fuerza (heridas: 4).
 Inés pierde sangre (4).
1 atacar  2 habilidad  3 objeto  4 huir
> 2
Tus habilidades:
  1) berserker     1 maná   falta 1 turno
  2) desgarro      2 maná   disponible
¿Qué habilidad usas? (un número o un nombre; «atrás» para volver)
? 2
   ###     #............,..              Guarida de los lobos
           ######'#######,#              Nivel 1 de 3
                #.#      ,#
         ########%#######,#####
         #.......,,......,.....
         #......................
         #..............,.......
         #..............,.......
         #######.#######,#######
               #.#   #,,,,,,#
               #.#   #,@.$..#
               #>#   #..%...#
               ###   ########
Inés, bárbara de nivel 3  EXP 1/60  oro 3
V [#########---] 42/54   M [########] 14/14
sangrex4:2
¡Inés desgarra al lobo sangriento con un golpe brutal!
Inés aplasta al lobo sangriento (10).
El lobo sangriento muere.
Inés alcanza el nivel 3: más fuerza, rapidez y aguante.
> wait
   ###     #............,..              Guarida de los lobos
           ######'#######,#              Nivel 1 de 3
                #.#      ,#
         ########%#######,#####
         #.......,,......,.....
         #......................
         #..............,.......
         #..............,.......
         #######.#######,#######
               #.#   #,,,,,,#
               #.#   #,@.$..#
               #>#   #..%...#
               ###   ########
Inés, bárbara de nivel 3  EXP 1/60  oro 3
V [########----] 38/54   M [########] 14/14
sangrex4:1
Inés pierde sangre (4).
> wait
   ###     #............,..              Guarida de los lobos
           ######'#######,#              Nivel 1 de 3
                #.#      ,#
         ########%#######,#####
         #.......,,......,.....
         #......................
         #..............,.......
         #..............,.......
         #######.#######,#######
               #.#   #,,,,,,#
               #.#   #,@.$..#
               #>#   #..%...#
               ###   ########
Inés, bárbara de nivel 3  EXP 1/60  oro 3
V [########----] 34/54   M [########] 14/14
Inés pierde sangre (4).
Las heridas de Inés dejan de sangrar.
> wait
   ###     #............,..              Guarida de los lobos
           ######'#######,#              Nivel 1 de 3
                #.#      ,#
         ########%#######,#####
         #.......,,......,.....
         #......................
         #..............,.......
         #..............,.......
         #######.#######,#######
               #.#   #,,,,,,#
               #.#   #,@.$..#
               #>#   #..%...#
               ###   ########
Inés, bárbara de nivel 3  EXP 1/60  oro 3
V [########----] 34/54   M [########] 14/14
> wait
   ###     #............,..              Guarida de los lobos
           ######'#######,#              Nivel 1 de 3
                #.#      ,#
         ########%#######,#####
         #.......,,......,.....
         #......................
         #..............,.......
         #..............,.......
         #######.#######,#######
               #.#   #,,,,,,#
               #.#   #,@.$..#
               #>#   #..%...#
               ###   ########
Inés, bárbara de nivel 3  EXP 1/60  oro 3
V [########----] 35/54   M [########] 14/14
> wait
   ###     #............,..              Guarida de los lobos
           ######'#######,#              Nivel 1 de 3
                #.#      ,#
         ########%#######,#####
         #.......,,......,.....
         #......................
         #..............,.......
         #..............,.......
         #######.#######,#######
               #.#   #,,,,,,#
               #.#   #,@.$..#
               #>#   #..%...#
               ###   ########
Inés, bárbara de nivel 3  EXP 1/60  oro 3
V [########----] 35/54   M [########] 14/14
> wait
   ###     #............,..              Guarida de los lobos
           ######'#######,#              Nivel 1 de 3
                #.#      ,#
         ########%#######,#####
         #.......,,......,.....
         #......................
         #..............,.......
         #..............,.......
         #######.#######,#######
               #.#   #,,,,,,#
               #.#   #,@.$..#
               #>#   #..%...#
               ###   ########
Inés, bárbara de nivel 3  EXP 1/60  oro 3
V [########----] 35/54   M [########] 14/14
> wait
   ###     #............,..              Guarida de los lobos
           ######'#######,#              Nivel 1 de 3
                #.#      ,#
         ########%#######,#####
         #.......,,......,.....
         #......................
         #..............,.......
         #..............,.......
         #######.#######,#######
               #.#   #,,,,,,#
               #.#   #,@.$..#
               #>#   #..%...#
               ###   ########
Inés, bárbara de nivel 3  EXP 1/60  oro 3
V [########----] 36/54   M [########] 14/14
> wait
   ###     #............,..              Guarida de los lobos
           ######'#######,#              Nivel 1 de 3
                #.#      ,#
         ########%#######,#####
         #.......,,......,.....
         #......................
         #..............,.......
         #..............,.......
         #######.#######,#######
               #.#   #,,,,,,#
               #.#   #,@.$..#
               #>#   #..%...#
               ###   ########
Inés, bárbara de nivel 3  EXP 1/60  oro 3
V [########----] 36/54   M [########] 14/14
> wait
   ###     #............,..              Guarida de los lobos
           ######'#######,#              Nivel 1 de 3
                #.#      ,#
         ########%#######,#####
         #.......,,......,.....
         #......................
         #..............,.......
         #..............,.......
         #######.#######,#######
               #.#   #,,,,,,#
               #.#   #,@.$..#
               #>#   #..%...#
               ###   ########
Inés, bárbara de nivel 3  EXP 1/60  oro 3
V [########----] 36/54   M [########] 14/14
> wait
   ###     #............,..              Guarida de los lobos
           ######'#######,#              Nivel 1 de 3
                #.#      ,#
         ########%#######,#####
         #.......,,......,.....
         #......................
         #..............,.......
         #..............,.......
         #######.#######,#######
               #.#   #,,,,,,#
               #.#   #,@.$..#
               #>#   #..%...#
               ###   ########
Inés, bárbara de nivel 3  EXP 1/60  oro 3
V [########----] 37/54   M [########] 14/14
> wait
   ###     #............,..              Guarida de los lobos
           ######'#######,#              Nivel 1 de 3
                #.#      ,#
         ########%#######,#####
         #.......,,......,.....
         #......................
         #..............,.......
         #..............,.......
         #######.#######,#######
               #.#   #,,,,,,#
               #.#   #,@.$..#
               #>#   #..%...#
               ###   ########
Inés, bárbara de nivel 3  EXP 1/60  oro 3
V [########----] 37/54   M [########] 14/14
> wait
   ###     #............,..              Guarida de los lobos
           ######'#######,#              Nivel 1 de 3
                #.#      ,#
         ########%#######,#####
         #.......,,......,.....
         #......................
         #..............,.......
         #..............,.......
         #######.#######,#######
               #.#   #,,,,,,#
               #.#   #,@.$..#
               #>#   #..%...#
               ###   ########
Inés, bárbara de nivel 3  EXP 1/60  oro 3
V [########----] 37/54   M [########] 14/14
> wait
   ###     #............,..              Guarida de los lobos
           ######'#######,#              Nivel 1 de 3
                #.#      ,#
         ########%#######,#####
         #.......,,......,.....
         #......................
         #..............,.......
         #..............,.......
         #######.#######,#######
               #.#   #,,,,,,#
               #.#   #,@.$..#
               #>#   #..%...#
               ###   ########
Inés, bárbara de nivel 3  EXP 1/60  oro 3
V [########----] 38/54   M [########] 14/14
> wait
   ###     #............,..              Guarida de los lobos
           ######'#######,#              Nivel 1 de 3
                #.#      ,#
         ########%#######,#####
         #.......,,......,.....
         #......................
         #..............,.......
         #..............,.......
         #######.#######,#######
               #.#   #,,,,,,#
               #.#   #,@.$..#
               #>#   #..%...#
               ###   ########
Inés, bárbara de nivel 3  EXP 1/60  oro 3
V [########----] 38/54   M [########] 14/14
> wait
   ###     #............,..              Guarida de los lobos
           ######'#######,#              Nivel 1 de 3
                #.#      ,#
         ########%#######,#####
         #.......,,......,.....
         #......................
         #..............,.......
         #..............,.......
         #######.#######,#######
               #.#   #,,,,,,#
               #.#   #,@.$..#
               #>#   #..%...#
               ###   ########
Inés, bárbara de nivel 3  EXP 1/60  oro 3
V [########----] 38/54   M [########] 14/14
> wait
   ###     #............,..              Guarida de los lobos
           ######'#######,#              Nivel 1 de 3
                #.#      ,#
         ########%#######,#####
         #.......,,......,.....
         #......................
         #..............,.......
         #..............,.......
         #######.#######,#######
               #.#   #,,,,,,#
               #.#   #,@.$..#
               #>#   #..%...#
               ###   ########
Inés, bárbara de nivel 3  EXP 1/60  oro 3
V [#########---] 39/54   M [########] 14/14
> wait
   ###     #............,..              Guarida de los lobos
           ######'#######,#              Nivel 1 de 3
                #.#      ,#
         ########%#######,#####
         #.......,,......,.....
         #......................
         #..............,.......
         #..............,.......
         #######.#######,#######
               #.#   #,,,,,,#
               #.#   #,@.$..#
               #>#   #..%...#
               ###   ########
Inés, bárbara de nivel 3  EXP 1/60  oro 3
V [#########---] 39/54   M [########] 14/14
> wait
   ###     #............,..              Guarida de los lobos
           ######'#######,#              Nivel 1 de 3
                #.#      ,#
         ########%#######,#####
         #.......,,......,.....
         #......................
         #..............,.......
         #..............,.......
         #######.#######,#######
               #.#   #,,,,,,#
               #.#   #,@.$..#
               #>#   #..%...#
               ###   ########
Inés, bárbara de nivel 3  EXP 1/60  oro 3
V [#########---] 39/54   M [########] 14/14
> wait
   ###     #............,..              Guarida de los lobos
           ######'#######,#              Nivel 1 de 3
                #.#      ,#
         ########%#######,#####
         #.......,,......,.....
         #......................
         #..............,.......
         #..............,.......
         #######.#######,#######
               #.#   #,,,,,,#
               #.#   #,@.$..#
               #>#   #..%...#
               ###   ########
Inés, bárbara de nivel 3  EXP 1/60  oro 3
V [#########---] 40/54   M [########] 14/14
> wait
   ###     #............,..              Guarida de los lobos
           ######'#######,#              Nivel 1 de 3
                #.#      ,#
         ########%#######,#####
         #.......,,......,.....
         #......................
         #..............,.......
         #..............,.......
         #######.#######,#######
               #.#   #,,,,,,#
               #.#   #,@.$..#
               #>#   #..%...#
               ###   ########
Inés, bárbara de nivel 3  EXP 1/60  oro 3
V [#########---] 40/54   M [########] 14/14
> wait
   ###     #............,..              Guarida de los lobos
           ######'#######,#              Nivel 1 de 3
                #.#      ,#
         ########%#######,#####
         #.......,,......,.....
         #......................
         #..............,.......
         #..............,.......
         #######.#######,#######
               #.#   #,,,,,,#
               #.#   #,@.$..#
               #>#   #..%...#
               ###   ########
Inés, bárbara de nivel 3  EXP 1/60  oro 3
V [#########---] 40/54   M [########] 14/14
> wait
   ###     #............,..              Guarida de los lobos
           ######'#######,#              Nivel 1 de 3
                #.#      ,#
         ########%#######,#####
         #.......,,......,.....
         #......................
         #..............,.......
         #..............,.......
         #######.#######,#######
               #.#   #,,,,,,#
               #.#   #,@.$..#
               #>#   #..%...#
               ###   ########
Inés, bárbara de nivel 3  EXP 1/60  oro 3
V [#########---] 41/54   M [########] 14/14
> wait
   ###     #............,..              Guarida de los lobos
           ######'#######,#              Nivel 1 de 3
                #.#      ,#
         ########%#######,#####
         #.......,,......,.....
         #......................
         #..............,.......
         #..............,.......
         #######.#######,#######
               #.#   #,,,,,,#
               #.#   #,@.$..#
               #>#   #..%...#
               ###   ########
Inés, bárbara de nivel 3  EXP 1/60  oro 3
V [#########---] 41/54   M [########] 14/14
> wait
   ###     #............,..              Guarida de los lobos
           ######'#######,#              Nivel 1 de 3
                #.#      ,#
         ########%#######,#####
         #.......,,......,.....
         #......................
         #..............,.......
         #..............,.......
         #######.#######,#######
               #.#   #,,,,,,#
               #.#   #,@.$..#
               #>#   #..%...#
               ###   ########
Inés, bárbara de nivel 3  EXP 1/60  oro 3
V [#########---] 41/54   M [########] 14/14
> wait
   ###     #............,..              Guarida de los lobos
           ######'#######,#              Nivel 1 de 3
                #.#      ,#
         ########%#######,#####
         #.......,,......,.....
         #......................
         #..............,.......
         #..............,.......
         #######.#######,#######
               #.#   #,,,,,,#
               #.#   #,@.$..#
               #>#   #..%...#
               ###   ########
Inés, bárbara de nivel 3  EXP 1/60  oro 3
V [#########---] 42/54   M [########] 14/14
> wait
   ###     #............,..              Guarida de los lobos
           ######'#######,#              Nivel 1 de 3
                #.#      ,#
         ########%#######,#####
         #.......,,......,.....
         #......................
         #..............,.......
         #..............,.......
         #######.#######,#######
               #.#   #,,,,,,#
               #.#   #,@.$..#
               #>#   #..%...#
               ###   ########
Inés, bárbara de nivel 3  EXP 1/60  oro 3
V [#########---] 42/54   M [########] 14/14
> wait
   ###     #............,..              Guarida de los lobos
           ######'#######,#              Nivel 1 de 3
                #.#      ,#
         ########%#######,#####
         #.......,,......,.....
         #......................
         #..............,.......
         #..............,.......
         #######.#######,#######
               #.#   #,,,,,,#
               #.#   #,@.$..#
               #>#   #..%...#
               ###   ########
Inés, bárbara de nivel 3  EXP 1/60  oro 3
V [#########---] 42/54   M [########] 14/14
> wait
   ###     #............,..              Guarida de los lobos
           ######'#######,#              Nivel 1 de 3
                #.#      ,#
         ########%#######,#####
         #.......,,......,.....
         #......................
         #..............,.......
         #..............,.......
         #######.#######,#######
               #.#   #,,,,,,#
               #.#   #,@.$..#
               #>#   #..%...#
               ###   ########
Inés, bárbara de nivel 3  EXP 1/60  oro 3
V [##########--] 43/54   M [########] 14/14
> wait
   ###     #............,..              Guarida de los lobos
           ######'#######,#              Nivel 1 de 3
                #.#      ,#
         ########%#######,#####
         #.......,,......,.....
         #......................
         #..............,.......
         #..............,.......
         #######.#######,#######
               #.#   #,,,,,,#
               #.#   #,@.$..#
               #>#   #..%...#
               ###   ########
Inés, bárbara de nivel 3  EXP 1/60  oro 3
V [##########--] 43/54   M [########] 14/14
> wait
   ###     #............,..              Guarida de los lobos
           ######'#######,#              Nivel 1 de 3
                #.#      ,#
         ########%#######,#####
         #.......,,......,.....
         #......................
         #..............,.......
         #..............,.......
         #######.#######,#######
               #.#   #,,,,,,#
               #.#   #,@.$..#
               #>#   #..%...#
               ###   ########
Inés, bárbara de nivel 3  EXP 1/60  oro 3
V [##########--] 43/54   M [########] 14/14
> wait
   ###     #............,..              Guarida de los lobos
           ######'#######,#              Nivel 1 de 3
                #.#      ,#
         ########%#######,#####
         #.......,,......,.....
         #......................
         #..............,.......
         #..............,.......
         #######.#######,#######
               #.#   #,,,,,,#
               #.#   #,@.$..#
               #>#   #..%...#
               ###   ########
Inés, bárbara de nivel 3  EXP 1/60  oro 3
V [##########--] 44/54   M [########] 14/14
> wait
   ###     #............,..              Guarida de los lobos
           ######'#######,#              Nivel 1 de 3
                #.#      ,#
         ########%#######,#####
         #.......,,......,.....
         #......................
         #..............,.......
         #..............,.......
         #######.#######,#######
               #.#   #,,,,,,#
               #.#   #,@.$..#
               #>#   #..%...#
               ###   ########
Inés, bárbara de nivel 3  EXP 1/60  oro 3
V [##########--] 44/54   M [########] 14/14
> wait
   ###     #............,..              Guarida de los lobos
           ######'#######,#              Nivel 1 de 3
                #.#      ,#
         ########%#######,#####
         #.......,,......,.....
         #......................
         #..............,.......
         #..............,.......
         #######.#######,#######
               #.#   #,,,,,,#
               #.#   #,@.$..#
               #>#   #..%...#
               ###   ########
Inés, bárbara de nivel 3  EXP 1/60  oro 3
V [##########--] 44/54   M [########] 14/14
> wait
   ###     #............,..              Guarida de los lobos
           ######'#######,#              Nivel 1 de 3
                #.#      ,#
         ########%#######,#####
         #.......,,......,.....
         #......................
         #..............,.......
         #..............,.......
         #######.#######,#######
               #.#   #,,,,,,#
               #.#   #,@.$..#
               #>#   #..%...#
               ###   ########
Inés, bárbara de nivel 3  EXP 1/60  oro 3
V [##########--] 45/54   M [########] 14/14
> wait
   ###     #............,..              Guarida de los lobos
           ######'#######,#              Nivel 1 de 3
                #.#      ,#
         ########%#######,#####
         #.......,,......,.....
         #......................
         #..............,.......
         #..............,.......
         #######.#######,#######
               #.#   #,,,,,,#
               #.#   #,@.$..#
               #>#   #..%...#
               ###   ########
Inés, bárbara de nivel 3  EXP 1/60  oro 3
V [##########--] 45/54   M [########] 14/14
> wait
   ###     #............,..              Guarida de los lobos
           ######'#######,#              Nivel 1 de 3
                #.#      ,#
         ########%#######,#####
         #.......,,......,.....
         #......................
         #..............,.......
         #..............,.......
         #######.#######,#######
               #.#   #,,,,,,#
               #.#   #,@.$..#
               #>#   #..%...#
               ###   ########
Inés, bárbara de nivel 3  EXP 1/60  oro 3
V [##########--] 45/54   M [########] 14/14
> wait
   ###     #............,..              Guarida de los lobos
           ######'#######,#              Nivel 1 de 3
                #.#      ,#
         ########%#######,#####
         #.......,,......,.....
         #......................
         #..............,.......
         #..............,.......
         #######.#######,#######
               #.#   #,,,,,,#
               #.#   #,@.$..#
               #>#   #..%...#
               ###   ########
Inés, bárbara de nivel 3  EXP 1/60  oro 3
V [##########--] 46/54   M [########] 14/14
> wait
   ###     #............,..              Guarida de los lobos
           ######'#######,#              Nivel 1 de 3
                #.#      ,#
         ########%#######,#####
         #.......,,......,.....
         #......................
         #..............,.......
         #..............,.......
         #######.#######,#######
               #.#   #,,,,,,#
               #.#   #,@.$..#
               #>#   #..%...#
               ###   ########
Inés, bárbara de nivel 3  EXP 1/60  oro 3
V [##########--] 46/54   M [########] 14/14
> wait
   ###     #............,..              Guarida de los lobos
           ######'#######,#              Nivel 1 de 3
                #.#      ,#
         ########%#######,#####
         #.......,,......,.....
         #......................
         #..............,.......
         #..............,.......
         #######.#######,#######
               #.#   #,,,,,,#
               #.#   #,@.$..#
               #>#   #..%...#
               ###   ########
Inés, bárbara de nivel 3  EXP 1/60  oro 3
V [##########--] 46/54   M [########] 14/14
> wait
   ###     #............,..              Guarida de los lobos
           ######'#######,#              Nivel 1 de 3
                #.#      ,#
         ########%#######,#####
         #.......,,......,.....
         #......................
         #..............,.......
         #..............,.......
         #######.#######,#######
               #.#   #,,,,,,#
               #.#   #,@.$..#
               #>#   #..%...#
               ###   ########
Inés, bárbara de nivel 3  EXP 1/60  oro 3
V [##########--] 47/54   M [########] 14/14
> wait
   ###     #............,..              Guarida de los lobos
           ######'#######,#              Nivel 1 de 3
                #.#      ,#
         ########%#######,#####
         #.......,,......,.....
         #......................
         #..............,.......
         #..............,.......
         #######.#######,#######
               #.#   #,,,,,,#
               #.#   #,@.$..#
               #>#   #..%...#
               ###   ########
Inés, bárbara de nivel 3  EXP 1/60  oro 3
V [##########--] 47/54   M [########] 14/14
> wait
   ###     #............,..              Guarida de los lobos
           ######'#######,#              Nivel 1 de 3
                #.#      ,#
         ########%#######,#####
         #.......,,......,.....
         #......................
         #..............,.......
         #..............,.......
         #######.#######,#######
               #.#   #,,,,,,#
               #.#   #,@.$..#
               #>#   #..%...#
               ###   ########
Inés, bárbara de nivel 3  EXP 1/60  oro 3
V [##########--] 47/54   M [########] 14/14
> wait
   ###     #............,..              Guarida de los lobos
           ######'#######,#              Nivel 1 de 3
                #.#      ,#
         ########%#######,#####
         #.......,,......,.....
         #......................
         #..............,.......
         #..............,.......
         #######.#######,#######
               #.#   #,,,,,,#
               #.#   #,@.$..#
               #>#   #..%...#
               ###   ########
Inés, bárbara de nivel 3  EXP 1/60  oro 3
V [###########-] 48/54   M [########] 14/14
> wait
   ###     #............,..              Guarida de los lobos
           ######'#######,#              Nivel 1 de 3
                #.#      ,#
         ########%#######,#####
         #.......,,......,.....
         #......................
         #..............,.......
         #..............,.......
         #######.#######,#######
               #.#   #,,,,,,#
               #.#   #,@.$..#
               #>#   #..%...#
               ###   ########
Inés, bárbara de nivel 3  EXP 1/60  oro 3
V [###########-] 48/54   M [########] 14/14
> wait
   ###     #............,..              Guarida de los lobos
           ######'#######,#              Nivel 1 de 3
                #.#      ,#
         ########%#######,#####
         #.......,,......,.....
         #......................
         #..............,.......
         #..............,.......
         #######.#######,#######
               #.#   #,,,,,,#
               #.#   #,@.$..#
               #>#   #..%...#
               ###   ########
Inés, bárbara de nivel 3  EXP 1/60  oro 3
V [###########-] 48/54   M [########] 14/14
> wait
   ###     #............,..              Guarida de los lobos
           ######'#######,#              Nivel 1 de 3
                #.#      ,#
         ########%#######,#####
         #.......,,......,.....
         #......................
         #..............,.......
         #..............,.......
         #######.#######,#######
               #.#   #,,,,,,#
               #.#   #,@.$..#
               #>#   #..%...#
               ###   ########
Inés, bárbara de nivel 3  EXP 1/60  oro 3
V [###########-] 49/54   M [########] 14/14
> ne
   ###     #............,..              Guarida de los lobos
           ######'#######,#              Nivel 1 de 3
                #.#      ,#
         ########%#######,#####
         #.......,,......,.....
         #......................
         #..............,.......
         #..............,.......
         #######.#######,#######
               #.#   #,,@,,,#
               #.#   #,..$..#
               #>#   #..%...#
               ###   ########
Inés, bárbara de nivel 3  EXP 1/60  oro 3
V [###########-] 49/54   M [########] 14/14
> se
   ###     #............,..              Guarida de los lobos
           ######'#######,#              Nivel 1 de 3
                #.#      ,#
         ########%#######,#####
         #.......,,......,.....
         #......................
         #..............,.......
         #..............,.......
         #######.#######,#######
               #.#   #,,,,,,#
               #.#   #,..@..#
               #>#   #..%...#
               ###   ########
Inés, bárbara de nivel 3  EXP 1/60  oro 9
V [###########-] 49/54   M [########] 14/14
Recoges 6 monedas de oro.
Aquí hay una poción de curación.
> i
Empuñas un hacha y vistes una armadura de cuero.
En tu mochila:
  a) cinco pociones de curación
  b) dos vendas
> look
   ###     #............,..              Guarida de los lobos
           ######'#######,#              Nivel 1 de 3
                #.#      ,#
         ########%#######,#####
         #.......,,......,.....
         #......................
         #..............,.......
         #..............,.......
         #######.#######,#######
               #.#   #,,,,,,#
               #.#   #,..@..#
               #>#   #..%...#
               ###   ########
Inés, bárbara de nivel 3  EXP 1/60  oro 9
V [###########-] 49/54   M [########] 14/14
> nw
   ###     #............,..              Guarida de los lobos
           ######'#######,#              Nivel 1 de 3
                #.#      ,#
         ########%#######,#####
         #.......,,......,.....
         #......................
         #..............,.......
         #..............,.......
         #######.#######,#######
               #.#   #,,@,,,#
               #.#   #,..!..#
               #>#   #..%...#
               ###   ########
Inés, bárbara de nivel 3  EXP 1/60  oro 9
V [###########-] 50/54   M [########] 14/14
> se
   ###     #............,..              Guarida de los lobos
           ######'#######,#              Nivel 1 de 3
                #.#      ,#
         ########%#######,#####
         #.......,,......,.....
         #......................
         #..............,.......
         #..............,.......
         #######.#######,#######
               #.#   #,,,,,,#
               #.#   #,..@..#
               #>#   #..%...#
               ###   ########
Inés, bárbara de nivel 3  EXP 1/60  oro 9
V [###########-] 50/54   M [########] 14/14
Aquí hay una poción de curación.
> pickup
   ###     #............,..              Guarida de los lobos
           ######'#######,#              Nivel 1 de 3
                #.#      ,#
         ########%#######,#####
         #.......,,......,.....
         #......................
         #..............,.......
         #..............,.......
         #######.#######,#######
               #.#   #,,,,,,#
               #.#   #,..@..#
               #>#   #..%...#
               ###   ########
Inés, bárbara de nivel 3  EXP 1/60  oro 9
V [###########-] 50/54   M [########] 14/14
Recoges una poción de curación.
> i
Empuñas un hacha y vistes una armadura de cuero.
En tu mochila:
  a) seis pociones de curación
  b) dos vendas
> look
   ###     #............,..              Guarida de los lobos
           ######'#######,#              Nivel 1 de 3
                #.#      ,#
         ########%#######,#####
         #.......,,......,.....
         #......................
         #..............,.......
         #..............,.......
         #######.#######,#######
               #.#   #,,,,,,#
               #.#   #,..@..#
               #>#   #..%...#
               ###   ########
Inés, bárbara de nivel 3  EXP 1/60  oro 9
V [###########-] 50/54   M [########] 14/14
> nw
   ###     #............,..              Guarida de los lobos
           ######'#######,#              Nivel 1 de 3
                #.#      ,#
         ########%#######,#####
         #.......,,......,.....
         #......................
         #..............,.......
         #..............,.......
         #######.#######,#######
               #.#   #,,@,,,#
               #.#   #,..%..#
               #>#   #..%...#
               ###   ########
Inés, bárbara de nivel 3  EXP 1/60  oro 9
V [###########-] 51/54   M [########] 14/14
> n
   ###     #............,..              Salas roídas
           ######'#######,#              Nivel 1 de 3
                #.#      ,#
         ########%#######,#####
         #.......,,......,.....
         #......................
         #..............,.......
         #..............,.......
         #######.#######@#######
               #.#   #,,,,,,#
               #.#   #,..%..#
               #>#   #..%...#
               ###   ########
Inés, bárbara de nivel 3  EXP 1/60  oro 9
V [###########-] 51/54   M [########] 14/14
> nw
   ###     #............,..              Salas roídas
           ######'#######,#              Nivel 1 de 3
                #.#      ,#
         ########%#######,#####
         #.......,,......,.....
         #......................
         #..............,.......
         #.............@,.......
         #######.#######,#######
               #.#   #,,,,,,#
               #.#   #,..%..#
               #>#   #..%...#
               ###   ########
Inés, bárbara de nivel 3  EXP 1/60  oro 9
V [###########-] 51/54   M [########] 14/14
> nw
   ###     #............,..              Salas roídas
           ######'#######,#              Nivel 1 de 3
                #.#      ,#
         ########%#######,#####
         #.......,,......,.....
         #......................
         #............@.,.......
         #..............,.......
         #######.#######,#######
               #.#   #,,,,,,#
               #.#   #,..%..#
               #>#   #..%...#
               ###   ########
Inés, bárbara de nivel 3  EXP 1/60  oro 9
V [############] 52/54   M [########] 14/14
> nw
   #.'.....'...........,.                Salas roídas
   ###     #............,..              Nivel 1 de 3
           ######'#######,#
                #.#      ,#
         ########%#######,#####
         #.......,,......,.....
         #...........@..........
         #..............,.......
         #..............,.......
         #######.#######,#######
               #.#   #,,,,,,#
               #.#   #,..%..#
               #>#   #..%...#
Inés, bárbara de nivel 3  EXP 1/60  oro 9
V [############] 52/54   M [########] 14/14
> nw
   #.#     #..........,..                Salas roídas
   #.'.....'...........,.                Nivel 1 de 3
   ###     #............,..
           ######'#######,#
                #.#      ,#
         ########%#######,#####
         #.......,,.@....,.....
         #......................
         #..............,.......
         #..............,.......
         #######.#######,#######
               #.#   #,,,,,,#
               #.#   #,..%..#
Inés, bárbara de nivel 3  EXP 1/60  oro 9
V [############] 52/54   M [########] 14/14
> sw
   #.'.....'...........,.                Salas roídas
   ###     #............,..              Nivel 1 de 3
           ######'#######,#
                #.#      ,#
         ########%#######,#####
         #.......,,......,.....
         #.........@............
         #..............,.......
         #..............,.......
         #######.#######,#######
               #.#   #,,,,,,#
               #.#   #,..%..#
               #>#   #..%...#
Inés, bárbara de nivel 3  EXP 1/60  oro 9
V [############] 53/54   M [########] 14/14
> sw
   ###     #............,..              Salas roídas
           ######'#######,#              Nivel 1 de 3
                #.#      ,#
         ########%#######,#####
         #.......,,......,.....
         #......................
         #........@.....,.......
         #..............,.......
         #######.#######,#######
               #.#   #,,,,,,#
               #.#   #,..%..#
               #>#   #..%...#
               ###   ########
Inés, bárbara de nivel 3  EXP 1/60  oro 9
V [############] 53/54   M [########] 14/14
> sw
   ###     #............,..              Salas roídas
           ######'#######,#              Nivel 1 de 3
                #.#      ,#
         ########%#######,#####
         #.......,,......,.....
         #......................
         #..............,.......
         #.......@......,.......
         #######.#######,#######
               #.#   #,,,,,,#
               #.#   #,..%..#
               #>#   #..%...#
               ###   ########
Inés, bárbara de nivel 3  EXP 1/60  oro 9
V [############] 53/54   M [########] 14/14
> sw
   ###     #............,..              Salas roídas
           ######'#######,#              Nivel 1 de 3
                #.#      ,#
         ########%#######,#####
         #.......,,......,.....
         #......................
         #..............,.......
         #..............,.......
         #######@#######,#######
               #.#   #,,,,,,#
               #.#   #,..%..#
               #>#   #..%...#
               ###   ########
Inés, bárbara de nivel 3  EXP 1/60  oro 9
V [############] 54/54   M [########] 14/14
> s
   ###     #............,..              Hueco de la escalera
           ######'#######,#              Nivel 1 de 3
                #.#      ,#
         ########%#######,#####
         #.......,.......,.....
         #......................
         #..............,.......
         #..............,.......
         #######.#######,#######
               #@#   #,,,,,,#
               #.#   #,..%..#
               #>#   #..%...#
               ###   ########
Inés, bárbara de nivel 3  EXP 1/60  oro 9
V [############] 54/54   M [########] 14/14
> s
   ###     #............,..              Hueco de la escalera
           ######'#######,#              Nivel 1 de 3
                #.#      ,#
         ########%#######,#####
         #...............,.....
         #......................
         #..............,.......
         #..............,.......
         #######.#######,#######
               #.#   #,,,,,,#
               #@#   #,..%..#
               #>#   #..%...#
               ###   ########
Inés, bárbara de nivel 3  EXP 1/60  oro 9
V [############] 54/54   M [########] 14/14
> s
   ###     #............,..              Hueco de la escalera
           ######'#######,#              Nivel 1 de 3
                #.#      ,#
         ########%#######,#####
         #...............,.....
         #......................
         #..............,.......
         #..............,.......
         #######.#######,#######
               #.#   #,,,,,,#
               #.#   #,..%..#
               #@#   #..%...#
               ###   ########
Inés, bárbara de nivel 3  EXP 1/60  oro 9
V [############] 54/54   M [########] 14/14
> down
   #######                               Cueva derrumbada
   #.....#                               Nivel 2 de 3
   #..@..#
   #.....#
   ###+###








Inés, bárbara de nivel 3  EXP 1/60  oro 9
V [############] 54/54   M [########] 14/14
«El grito del chamán». Haz callar al chamán goblin.
Bajas por la escalera.
Nueva misión: «El grito del chamán». Haz callar al chamán goblin.
> sw
   #######                               Cueva derrumbada
   #.....#                               Nivel 2 de 3
   #.....#
   #.@...#
   ###+###








Inés, bárbara de nivel 3  EXP 1/60  oro 9
V [############] 54/54   M [########] 14/14
«El grito del chamán». Haz callar al chamán goblin.
> se
   #######                               Cueva derrumbada
   #.....#                               Nivel 2 de 3
   #.....#
   #.@...#
   ###'###
      .#
       #






Inés, bárbara de nivel 3  EXP 1/60  oro 9
V [############] 54/54   M [########] 14/14
«El grito del chamán». Haz callar al chamán goblin.
La puerta se abre con un chirrido.
> se
   #######                               Cueva derrumbada
   #.....#                               Nivel 2 de 3
   #.....#
   #.....#
   ###@###
     #.#
     #.#
     #..
     ###




Inés, bárbara de nivel 3  EXP 1/60  oro 9
V [############] 54/54   M [########] 14/14
«El grito del chamán». Haz callar al chamán goblin.
> s
   #######                               Cueva derrumbada
   #.....#                               Nivel 2 de 3
   #.....#
   #.....#
   ###'###
     #@#
     #.#
     #..
     ###




Inés, bárbara de nivel 3  EXP 1/60  oro 9
V [############] 54/54   M [########] 14/14
«El grito del chamán». Haz callar al chamán goblin.
> s
   #######                               Cueva derrumbada
   #.....#                               Nivel 2 de 3
   #.....#
   #.....#
   ###'###
     #.#
     #@#
     #...
     #####




Inés, bárbara de nivel 3  EXP 1/60  oro 9
V [############] 54/54   M [########] 14/14
«El grito del chamán». Haz callar al chamán goblin.
> se
   #.....#                               Cueva derrumbada
   #.....#                               Nivel 2 de 3
   #.....#
   ###'###
     #.#
     #.########.
     #.@.......+
     ###########





Inés, bárbara de nivel 3  EXP 1/60  oro 9
V [############] 54/54   M [########] 14/14
«El grito del chamán». Haz callar al chamán goblin.
> e
   #.....#                               Cueva derrumbada
   #.....#                               Nivel 2 de 3
   #.....#
   ###'###
     #.#
     #.########..
     #..@......+
     ###########





Inés, bárbara de nivel 3  EXP 1/60  oro 9
V [############] 54/54   M [########] 14/14
«El grito del chamán». Haz callar al chamán goblin.
> e
   #.....#                               Cueva derrumbada
   #.....#                               Nivel 2 de 3
   #.....#
   ###'###
     #.#
     #.########...
     #...@.....+
     ###########





Inés, bárbara de nivel 3  EXP 1/60  oro 9
V [############] 54/54   M [########] 14/14
«El grito del chamán». Haz callar al chamán goblin.
> e
   #.....#                               Madriguera goblin
   #.....#                               Nivel 2 de 3
   #.....#
   ###'###
     #.#
     #.########....
     #....@....+
     ###########





Inés, bárbara de nivel 3  EXP 1/60  oro 9
V [############] 54/54   M [########] 14/14
«El grito del chamán». Haz callar al chamán goblin.
> e
   #.....#                               Madriguera goblin
   #.....#                               Nivel 2 de 3
   #.....#
   ###'###
     #.#
     #.########.....
     #.....@...+
     ###########





Inés, bárbara de nivel 3  EXP 1/60  oro 9
V [############] 54/54   M [########] 14/14
«El grito del chamán». Haz callar al chamán goblin.
> e
   #.....#                               Madriguera goblin
   #.....#                               Nivel 2 de 3
   #.....#
   ###'###
     #.#           ..
     #.########......
     #......@..+
     ###########





Inés, bárbara de nivel 3  EXP 1/60  oro 9
V [############] 54/54   M [########] 14/14
«El grito del chamán». Haz callar al chamán goblin.
> e
   #.....#                               Madriguera goblin
   #.....#                               Nivel 2 de 3
   #.....#
   ###'###          .
     #.#         .....
     #.########......
     #.......@.+
     ###########





Inés, bárbara de nivel 3  EXP 1/60  oro 9
V [############] 54/54   M [########] 14/14
«El grito del chamán». Haz callar al chamán goblin.
> e
   #.....#                               Madriguera goblin
   #.....#        ###                    Nivel 2 de 3
   #.....#       ...
   ###'###      .g. .                    A tu alrededor:
     #.#       .......                   g goblin (dormido)
     #.########......
     #........@+
     ###########





Inés, bárbara de nivel 3  EXP 1/60  oro 9
V [############] 54/54   M [########] 14/14
«El grito del chamán». Haz callar al chamán goblin.
Ves un goblin.
> ne
   #######                               Madriguera goblin
   #.....#                               Nivel 2 de 3
   #.....#    #########
   #.....#    #........                  A tu alrededor:
   ###'###    #..g.....#                 g goblin (dormido)
     #.#      #........#
     #.########@........
     #.........+........
     ###########....!...
                 ####+#



Inés, bárbara de nivel 3  EXP 1/60  oro 9
V [############] 54/54   M [########] 14/14
«El grito del chamán». Haz callar al chamán goblin.
> ne
   #######                               Madriguera goblin
   #.....#                               Nivel 2 de 3
   #.....#    ##########
   #.....#    #........+                 A tu alrededor:
   ###'###    #..g.....#                 g goblin (dormido)
     #.#      #.@......#
     #.########..........
     #.........+.........
     ###########....!...
               ######+##



Inés, bárbara de nivel 3  EXP 1/60  oro 9
V [############] 54/54   M [########] 14/14
«El grito del chamán». Haz callar al chamán goblin.
> ne
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



Inés, bárbara de nivel 3  EXP 7/60  oro 9
V [############] 54/54   M [########] 14/14
«El grito del chamán». Haz callar al chamán goblin.
¡Combate contra un goblin!
¡Inés sorprende al goblin dormido!
¡Inés asesta un golpe crítico!
Inés aplasta al goblin (15).
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



Inés, bárbara de nivel 3  EXP 7/60  oro 12
V [############] 54/54   M [########] 14/14
«El grito del chamán». Haz callar al chamán goblin.
Recoges 3 monedas de oro.
> i
Empuñas un hacha y vistes una armadura de cuero.
En tu mochila:
  a) seis pociones de curación
  b) dos vendas
> look
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



Inés, bárbara de nivel 3  EXP 7/60  oro 12
V [############] 54/54   M [########] 14/14
«El grito del chamán». Haz callar al chamán goblin.
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



Inés, bárbara de nivel 3  EXP 7/60  oro 12
V [############] 54/54   M [########] 14/14
«El grito del chamán». Haz callar al chamán goblin.
> se
   #######                               Madriguera goblin
   #.....#                               Nivel 2 de 3
   #.....#    ##########
   #.....#    #........+
   ###'###    #..%.....#
     #.#      #........####
     #.########...@.......#
     #.........+..........#
     ###########....!.....#
               ######+####



Inés, bárbara de nivel 3  EXP 7/60  oro 12
V [############] 54/54   M [########] 14/14
«El grito del chamán». Haz callar al chamán goblin.
> se
   #.....#                               Madriguera goblin
   #.....#    ##########                 Nivel 2 de 3
   #.....#    #........+
   ###'###    #..%.....#
     #.#      #........####
     #.########...........#
     #.........+...@......#
     ###########....!.....#
               ######+#####




Inés, bárbara de nivel 3  EXP 7/60  oro 12
V [############] 54/54   M [########] 14/14
«El grito del chamán». Haz callar al chamán goblin.
> se
   #.....#    ##########                 Madriguera goblin
   #.....#    #........+                 Nivel 2 de 3
   ###'###    #..%.....#
     #.#      #........####
     #.########...........#
     #.........+..........#
     ###########....@.....#
               ######+#####





Inés, bárbara de nivel 3  EXP 7/60  oro 12
V [############] 54/54   M [########] 14/14
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





Inés, bárbara de nivel 3  EXP 7/60  oro 12
V [############] 54/54   M [########] 14/14
«El grito del chamán». Haz callar al chamán goblin.
Recoges un antídoto.
> i
Empuñas un hacha y vistes una armadura de cuero.
En tu mochila:
  a) seis pociones de curación
  b) dos vendas
  c) antídoto
> look
   #.....#    ##########                 Madriguera goblin
   #.....#    #........+                 Nivel 2 de 3
   ###'###    #..%.....#
     #.#      #........####
     #.########...........#
     #.........+..........#
     ###########....@.....#
               ######+#####





Inés, bárbara de nivel 3  EXP 7/60  oro 12
V [############] 54/54   M [########] 14/14
«El grito del chamán». Haz callar al chamán goblin.
> se
   #.....#    ##########                 Madriguera goblin
   #.....#    #........+                 Nivel 2 de 3
   ###'###    #..%.....#
     #.#      #........####
     #.########...........#
     #.........+..........#
     ###########....@.....#
               ######'#####
                     .#
                      #



Inés, bárbara de nivel 3  EXP 7/60  oro 12
V [############] 54/54   M [########] 14/14
«El grito del chamán». Haz callar al chamán goblin.
La puerta se abre con un chirrido.
> se
  #.....#    #........+                  Madriguera goblin
  ###'###    #..%.....#                  Nivel 2 de 3
    #.#      #........####
    #.########...........#
    #.........+..........#
    ###########..........#
              ######@#####
                   #.#
                   #.#
                   ...
                   .~~
                   .~~
                   ...
Inés, bárbara de nivel 3  EXP 7/60  oro 12
V [############] 54/54   M [########] 14/14
«El grito del chamán». Haz callar al chamán goblin.
> s
  ###'###    #..%.....#
    #.#      #........####               Nivel 2 de 3
    #.########...........#
    #.........+..........#
    ###########..........#
              ######'#####
                   #@#
                   #.#
                   ...
                   .~~
                  ..~~~
                  .....
                  #####
Inés, bárbara de nivel 3  EXP 7/60  oro 12
V [############] 54/54   M [########] 14/14
«El grito del chamán». Haz callar al chamán goblin.
> s
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

Inés, bárbara de nivel 3  EXP 7/60  oro 12
V [############] 54/54   M [########] 14/14
«El grito del chamán». Haz callar al chamán goblin.
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


Inés, bárbara de nivel 3  EXP 7/60  oro 12
V [############] 54/54   M [########] 14/14
«El grito del chamán». Haz callar al chamán goblin.
Ves un diablillo de fuego y un goblin.
> w
     #.########...........#              Sala de los fuegos
     #.........+..........#              Nivel 2 de 3
     ###########..........#
               ######'#####              A tu alrededor:
                    #.#                  f diablillo de fuego
           ##########.#####.#
           ........@.........
           ....f.....~~~.....
           ..........~~~.....
            ................
            ######+#########


Inés, bárbara de nivel 3  EXP 7/60  oro 12
V [############] 54/54   M [########] 14/14
«El grito del chamán». Haz callar al chamán goblin.
¡El diablillo de fuego se despierta!
> w
     #.########...........#              Sala de los fuegos
     #.........+..........#              Nivel 2 de 3
     ###########..........#
               ######'#####              A tu alrededor:
                    #.#                  f diablillo de fuego
          ###########.#####.#
          #.....f.@..........
          #..........~~~.....
          #..........~~~.....
           .................
           #######+#########


Inés, bárbara de nivel 3  EXP 7/60  oro 12
V [############] 54/54   M [########] 14/14
«El grito del chamán». Haz callar al chamán goblin.
> w
=== Combate ===
Inés, bárbara de nivel 3
  V [###########-] 51/54   M [########] 14/14
  fuego:1
1) Diablillo de fuego    [########] 14/14
 ¡Combate contra un diablillo de fuego!
 El diablillo de fuego rasguña a Inés (1).
 Inés empieza a arder.
 Las llamas muerden a Inés (2).
1 atacar  2 habilidad  3 objeto  4 huir
> 2
Tus habilidades:
  1) berserker     1 maná   disponible
  2) desgarro      2 maná   disponible
¿Qué habilidad usas? (un número o un nombre; «atrás» para volver)
? 1
=== Combate ===
Inés, bárbara de nivel 3
  V [###########-] 49/54   M [#######-] 13/14
  furia:2
1) Diablillo de fuego    [##------] 4/14  sangre:3
 ¡Inés aúlla, olvida toda prudencia y arremete contra el diablillo de fuego!
 ¡La furia consume a Inés!
 Inés aplasta al diablillo de fuego (10).
 El diablillo de fuego sangra.
 Las llamas muerden a Inés (2).
 Inés deja de arder.
1 atacar  2 habilidad  3 objeto  4 huir
> 2
Tus habilidades:
  1) berserker     1 maná   faltan 4 turnos
  2) desgarro      2 maná   disponible
¿Qué habilidad usas? (un número o un nombre; «atrás» para volver)
? 2
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


Inés, bárbara de nivel 3  EXP 16/60  oro 12
V [###########-] 49/54   M [######--] 11/14
furia:2
«El grito del chamán». Haz callar al chamán goblin.
¡Inés desgarra al diablillo de fuego con un golpe brutal!
¡Inés asesta un golpe crítico!
Inés aplasta al diablillo de fuego (25).
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


Inés, bárbara de nivel 3  EXP 16/60  oro 14
V [###########-] 49/54   M [######--] 11/14
furia:1
«El grito del chamán». Haz callar al chamán goblin.
Recoges 2 monedas de oro.
> i
Empuñas un hacha y vistes una armadura de cuero.
En tu mochila:
  a) seis pociones de curación
  b) dos vendas
  c) antídoto
> look
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


Inés, bárbara de nivel 3  EXP 16/60  oro 14
V [###########-] 49/54   M [######--] 11/14
furia:1
«El grito del chamán». Haz callar al chamán goblin.
> sw
     #.........+..........#              Sala de los fuegos
     ###########..........#              Nivel 2 de 3
               ######'#####
                    #.#
          ###########.#####.#
          #.....%............
          #....@.....~~~.....
          #..........~~~.....
          #.................
          ########+#########



Inés, bárbara de nivel 3  EXP 16/60  oro 14
V [###########-] 49/54   M [######--] 11/14
«El grito del chamán». Haz callar al chamán goblin.
La furia de Inés se apaga.
> se
     ###########..........#              Sala de los fuegos
               ######'#####              Nivel 2 de 3
                    #.#
          ###########.#####.#
          #.....%............
          #..........~~~.....
          #.....@....~~~.....
          #.................
          ########+#########




Inés, bárbara de nivel 3  EXP 16/60  oro 14
V [###########-] 50/54   M [#######-] 12/14
«El grito del chamán». Haz callar al chamán goblin.
> se
     ###########..........#              Sala de los fuegos
               ######'#####              Nivel 2 de 3
                    #.#
          ###########.#####.#
          #.....%............
          #..........~~~.....
          #..........~~~.....
          #......@..........
          ########+#########




Inés, bárbara de nivel 3  EXP 16/60  oro 14
V [###########-] 50/54   M [#######-] 12/14
«El grito del chamán». Haz callar al chamán goblin.
> se
     ###########..........#              Sala de los fuegos
               ######'#####              Nivel 2 de 3
                    #.#
          ###########.#####.#
          #.....%............
          #..........~~~.....
          #..........~~~.....
          #......@..........
          ########'#########
                  .#
                   .
                    #

Inés, bárbara de nivel 3  EXP 16/60  oro 14
V [###########-] 50/54   M [#######-] 12/14
«El grito del chamán». Haz callar al chamán goblin.
La puerta se abre con un chirrido.
> se
     ###########..........#              Sala de los fuegos
               ######'#####              Nivel 2 de 3
                    #.#
          ###########.#####.#
          #.....%............
          #..........~~~.....
          #..........~~~.....
          #.................
          ########@#########
                 #.#
                 ._.
                 .!.#
                #####
Inés, bárbara de nivel 3  EXP 16/60  oro 14
V [###########-] 51/54   M [#######-] 13/14
«El grito del chamán». Haz callar al chamán goblin.
> s
     ###########..........#              Pequeño santuario
               ######'#####              Nivel 2 de 3
                    #.#
          ###########.#####.#
          #.....%............
          #..........~~~.....
          #..........~~~.....
          #.................
          ########'#########
                 #@#
                #._.#
                #.!.#
                #####
Inés, bárbara de nivel 3  EXP 16/60  oro 14
V [###########-] 51/54   M [#######-] 13/14
«El grito del chamán». Haz callar al chamán goblin.
> sw
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
                #@_.#
                #.!.#
                #####
Inés, bárbara de nivel 3  EXP 16/60  oro 14
V [###########-] 51/54   M [#######-] 13/14
«El grito del chamán». Haz callar al chamán goblin.
> se
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
                #._.#
                #.@.#
                #####
Inés, bárbara de nivel 3  EXP 16/60  oro 14
V [############] 52/54   M [########] 14/14
«El grito del chamán». Haz callar al chamán goblin.
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
                #._.#
                #.@.#
                #####
Inés, bárbara de nivel 3  EXP 16/60  oro 14
V [############] 52/54   M [########] 14/14
«El grito del chamán». Haz callar al chamán goblin.
Recoges un antídoto.
> i
Empuñas un hacha y vistes una armadura de cuero.
En tu mochila:
  a) seis pociones de curación
  b) dos vendas
  c) dos antídotos
> look
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
                #._.#
                #.@.#
                #####
Inés, bárbara de nivel 3  EXP 16/60  oro 14
V [############] 52/54   M [########] 14/14
«El grito del chamán». Haz callar al chamán goblin.
> ne
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
                #._@#
                #...#
                #####
Inés, bárbara de nivel 3  EXP 16/60  oro 14
V [############] 52/54   M [########] 14/14
«El grito del chamán». Haz callar al chamán goblin.
> nw
     ###########..........#              Pequeño santuario
               ######'#####              Nivel 2 de 3
                    #.#
          ###########.#####.#
          #.....%............
          #..........~~~.....
          #..........~~~.....
          #.................
          ########'#########
                 #@#
                #._.#
                #...#
                #####
Inés, bárbara de nivel 3  EXP 16/60  oro 14
V [############] 53/54   M [########] 14/14
«El grito del chamán». Haz callar al chamán goblin.
> n
     ###########..........#              Sala de los fuegos
               ######'#####              Nivel 2 de 3
                    #.#
          ###########.#####.#
          #.....%............
          #..........~~~.....
          #..........~~~.....
          #.................
          ########@#########
                 #.#
                #._.#
                #...#
                #####
Inés, bárbara de nivel 3  EXP 16/60  oro 14
V [############] 53/54   M [########] 14/14
«El grito del chamán». Haz callar al chamán goblin.
> ne
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
                #._.#
                #...#
                #####
Inés, bárbara de nivel 3  EXP 16/60  oro 14
V [############] 53/54   M [########] 14/14
«El grito del chamán». Haz callar al chamán goblin.
> ne
     ###########..........#              Sala de los fuegos
               ######'#####              Nivel 2 de 3
                    #.#
          ###########.#####.#            A tu alrededor:
          #.....%............            g goblin (dormido)
          #..........~~~....g
          #.........@~~~.....
          #..................
          ########'##########
                 #.#
                #._.#
                #...#
                #####
Inés, bárbara de nivel 3  EXP 16/60  oro 14
V [############] 54/54   M [########] 14/14
«El grito del chamán». Haz callar al chamán goblin.
Ves un goblin.
> se
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
               #._.#
               #...#
               #####
Inés, bárbara de nivel 3  EXP 16/60  oro 14
V [############] 54/54   M [########] 14/14
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
              #._.#
              #...#
              #####
Inés, bárbara de nivel 3  EXP 16/60  oro 14
V [############] 54/54   M [########] 14/14
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
             #._.#
             #...#
             #####
Inés, bárbara de nivel 3  EXP 16/60  oro 14
V [############] 54/54   M [########] 14/14
«El grito del chamán». Haz callar al chamán goblin.
Ves un chamán goblin.
> ne
  ###########..........#                 Sala de los fuegos
            ######'##### #               Nivel 2 de 3
                 #.#    .# #
       ###########.#####.#.##            A tu alrededor:
       #.....%................           g goblin (dormido)
       #..........~~~....g....           S chamán goblin (dormido)
       #..........~~~@........
       #....................S.
       ########'##############
              #.#
             #._.#
             #...#
             #####
Inés, bárbara de nivel 3  EXP 16/60  oro 14
V [############] 54/54   M [########] 14/14
«El grito del chamán». Haz callar al chamán goblin.
> ne
  #.........+..........#                 Sala de los fuegos
  ###########..........#                 Nivel 2 de 3
            ######'##### #
                 #.#    .# #             A tu alrededor:
       ###########.#####.#.####          g goblin (dormido)
       #.....%.................          S chamán goblin (dormido)
       #..........~~~.@..g.....
       #..........~~~..........
       #....................S..
       ########'##############
              #.#
             #._.#
             #...#
Inés, bárbara de nivel 3  EXP 16/60  oro 14
V [############] 54/54   M [########] 14/14
«El grito del chamán». Haz callar al chamán goblin.
> ne
  #.########...........#                 Sala de los fuegos
  #.........+..........#                 Nivel 2 de 3
  ###########..........#
            ######'##### #               A tu alrededor:
                 #.#    .# #             g goblin (dormido)
       ###########.#####.#.#####         S chamán goblin (dormido)
       #.....%.........@........
       #..........~~~....g......
       #..........~~~...........
       #....................S..
       ########'###############
              #.#
             #._.#
Inés, bárbara de nivel 3  EXP 16/60  oro 14
V [############] 54/54   M [########] 14/14
«El grito del chamán». Haz callar al chamán goblin.
> e
  #.########...........#                 Sala de los fuegos
  #.........+..........#                 Nivel 2 de 3
  ###########..........# #
            ######'#####.#               A tu alrededor:
                 #.#   #.# #             g goblin (dormido)
       ###########.#####.#.######        S chamán goblin (dormido)
       #.....%..........@........
       #..........~~~....g.......
       #..........~~~............
       #....................S...
       ########'################
              #.#
             #._.#
Inés, bárbara de nivel 3  EXP 16/60  oro 14
V [############] 54/54   M [########] 14/14
«El grito del chamán». Haz callar al chamán goblin.
> se
=== Combate ===
Inés, bárbara de nivel 3
  V [############] 54/54   M [########] 14/14
1) Goblin                [##------] 3/14  sangre:3
 ¡Combate contra un goblin!
 ¡Inés sorprende al goblin dormido!
 ¡Inés asesta un golpe crítico!
 Inés aplasta al goblin (11).
 El goblin: ¡herida grave!
 El goblin sangra.
 ¡El chamán goblin se despierta!
1 atacar  2 habilidad  3 objeto  4 huir
> 2
Tus habilidades:
  1) berserker     1 maná   disponible
  2) desgarro      2 maná   disponible
¿Qué habilidad usas? (un número o un nombre; «atrás» para volver)
? 1
  #.########...........#                 Sala de los fuegos
  #.........+..........#                 Nivel 2 de 3
  ###########..........# #
            ######'#####.#               A tu alrededor:
                 #.#   #.# #             S chamán goblin
       ###########.#####.#.######
       #.....%..........@........
       #..........~~~....$.......
       #..........~~~............
       #....................S...
       ########'################
              #.#
             #._.#
Inés, bárbara de nivel 3  EXP 22/60  oro 14
V [############] 54/54   M [#######-] 13/14
furia:3
«El grito del chamán». Haz callar al chamán goblin.
¡Inés aúlla, olvida toda prudencia y arremete contra el goblin!
¡La furia consume a Inés!
Inés aplasta al goblin (8).
El goblin muere.
> e
  #.########...........#                 Sala de los fuegos
  #.........+..........#                 Nivel 2 de 3
  ###########..........# #
            ######'#####.# #             A tu alrededor:
                 #.#   #.#.#             S chamán goblin
       ###########.#####.#.#######
       #.....%...........@.......#
       #..........~~~....$.......#
       #..........~~~......S.....+
       #.........................
       ########'#################
              #.#
             #._.#
Inés, bárbara de nivel 3  EXP 22/60  oro 14
V [############] 54/54   M [#######-] 13/14
furia:2
«El grito del chamán». Haz callar al chamán goblin.
> se
=== Combate ===
Inés, bárbara de nivel 3
  V [############] 54/54   M [#######-] 13/14
1) Chamán goblin         [########] 20/20
 ¡Combate contra un chamán goblin!
 La furia de Inés se apaga.
1 atacar  2 habilidad  3 objeto  4 huir
> 2
Tus habilidades:
  1) berserker     1 maná   faltan 2 turnos
  2) desgarro      2 maná   disponible
¿Qué habilidad usas? (un número o un nombre; «atrás» para volver)
? 2
=== Combate ===
Inés, bárbara de nivel 3
  V [############] 54/54   M [######--] 11/14
  débil:2
1) Chamán goblin         [#-------] 3/20  sangrex3:2
 ¡Inés desgarra al chamán goblin con un golpe brutal!
 Inés aplasta al chamán goblin (14).
 El chamán goblin sangra.
 El chamán goblin pierde sangre (3).
 El chamán goblin: ¡herida grave!
 ¡El chamán goblin lanza un grito desgarrador!
 Inés se siente débil.
1 atacar  2 habilidad  3 objeto  4 huir
> 2
Tus habilidades:
  1) berserker     1 maná   falta 1 turno
  2) desgarro      2 maná   faltan 2 turnos
¿Qué habilidad usas? (un número o un nombre; «atrás» para volver)
? back
=== Combate ===
Inés, bárbara de nivel 3
  V [############] 54/54   M [######--] 11/14
  débil:2
1) Chamán goblin         [#-------] 3/20  sangrex3:2
1 atacar  2 habilidad  3 objeto  4 huir
> 1
  #.........+..........# #.#             Sala de los fuegos
  ###########..........# #.#             Nivel 2 de 3
            ######'#####.#.#
                 #.#   #.#.#
       ###########.#####.#.#######
       #.....%...................#
       #..........~~~....$@......#
       #..........~~~......$.....+
       #.........................#
       ########'##################
              #.#
             #._.#
             #...#
Inés, bárbara de nivel 4  EXP 6/80  oro 14
V [############] 62/62   M [########] 16/16
débil:2
Inés no acierta al chamán goblin.
El chamán goblin pierde sangre (3).
El chamán goblin muere.
Misión cumplida: «El grito del chamán».
Los gritos del chamán cesan para siempre.
Recompensa: 30 puntos de experiencia.
Inés alcanza el nivel 4: más fuerza, rapidez y aguante.
Recompensa: recibes una venda.
> i
El combate ya ha terminado: «i» no se ha ejecutado.
> look
  #.........+..........# #.#             Sala de los fuegos
  ###########..........# #.#             Nivel 2 de 3
            ######'#####.#.#
                 #.#   #.#.#
       ###########.#####.#.#######
       #.....%...................#
       #..........~~~....$@......#
       #..........~~~......$.....+
       #.........................#
       ########'##################
              #.#
             #._.#
             #...#
Inés, bárbara de nivel 4  EXP 6/80  oro 14
V [############] 62/62   M [########] 16/16
débil:2
> i
Empuñas un hacha y vistes una armadura de cuero.
En tu mochila:
  a) seis pociones de curación
  b) tres vendas
  c) dos antídotos
> look
  #.........+..........# #.#             Sala de los fuegos
  ###########..........# #.#             Nivel 2 de 3
            ######'#####.#.#
                 #.#   #.#.#
       ###########.#####.#.#######
       #.....%...................#
       #..........~~~....$@......#
       #..........~~~......$.....+
       #.........................#
       ########'##################
              #.#
             #._.#
             #...#
Inés, bárbara de nivel 4  EXP 6/80  oro 14
V [############] 62/62   M [########] 16/16
débil:2
> w
  #.........+..........# #.#             Sala de los fuegos
  ###########..........# #.#             Nivel 2 de 3
            ######'#####.#.#
                 #.#   #.#.#
       ###########.#####.#.#######
       #.....%...................#
       #..........~~~....@.......#
       #..........~~~......$.....+
       #.........................#
       ########'##################
              #.#
             #._.#
             #...#
Inés, bárbara de nivel 4  EXP 6/80  oro 17
V [############] 62/62   M [########] 16/16
débil:1
Recoges 3 monedas de oro.
> i
Empuñas un hacha y vistes una armadura de cuero.
En tu mochila:
  a) seis pociones de curación
  b) tres vendas
  c) dos antídotos
> look
  #.........+..........# #.#             Sala de los fuegos
  ###########..........# #.#             Nivel 2 de 3
            ######'#####.#.#
                 #.#   #.#.#
       ###########.#####.#.#######
       #.....%...................#
       #..........~~~....@.......#
       #..........~~~......$.....+
       #.........................#
       ########'##################
              #.#
             #._.#
             #...#
Inés, bárbara de nivel 4  EXP 6/80  oro 17
V [############] 62/62   M [########] 16/16
débil:1
> e
  #.........+..........# #.#             Sala de los fuegos
  ###########..........# #.#             Nivel 2 de 3
            ######'#####.#.#
                 #.#   #.#.#
       ###########.#####.#.#######
       #.....%...................#
       #..........~~~....%@......#
       #..........~~~......$.....+
       #.........................#
       ########'##################
              #.#
             #._.#
             #...#
Inés, bárbara de nivel 4  EXP 6/80  oro 17
V [############] 62/62   M [########] 16/16
Inés recupera las fuerzas.
> se
  ###########..........# #.#             Sala de los fuegos
            ######'#####.#.#             Nivel 2 de 3
                 #.#   #.#.#
       ###########.#####.#.#######
       #.....%...................#
       #..........~~~....%.......#
       #..........~~~......@.....+
       #.........................#
       ########'##################
              #.#
             #._.#
             #...#
             #####
Inés, bárbara de nivel 4  EXP 6/80  oro 27
V [############] 62/62   M [########] 16/16
Recoges 10 monedas de oro.
Aquí hay un antídoto.
> i
Empuñas un hacha y vistes una armadura de cuero.
En tu mochila:
  a) seis pociones de curación
  b) tres vendas
  c) dos antídotos
> look
  ###########..........# #.#             Sala de los fuegos
            ######'#####.#.#             Nivel 2 de 3
                 #.#   #.#.#
       ###########.#####.#.#######
       #.....%...................#
       #..........~~~....%.......#
       #..........~~~......@.....+
       #.........................#
       ########'##################
              #.#
             #._.#
             #...#
             #####
Inés, bárbara de nivel 4  EXP 6/80  oro 27
V [############] 62/62   M [########] 16/16
> nw
  #.........+..........# #.#             Sala de los fuegos
  ###########..........# #.#             Nivel 2 de 3
            ######'#####.#.#
                 #.#   #.#.#
       ###########.#####.#.#######
       #.....%...................#
       #..........~~~....%@......#
       #..........~~~......!.....+
       #.........................#
       ########'##################
              #.#
             #._.#
             #...#
Inés, bárbara de nivel 4  EXP 6/80  oro 27
V [############] 62/62   M [########] 16/16
> se
  ###########..........# #.#             Sala de los fuegos
            ######'#####.#.#             Nivel 2 de 3
                 #.#   #.#.#
       ###########.#####.#.#######
       #.....%...................#
       #..........~~~....%.......#
       #..........~~~......@.....+
       #.........................#
       ########'##################
              #.#
             #._.#
             #...#
             #####
Inés, bárbara de nivel 4  EXP 6/80  oro 27
V [############] 62/62   M [########] 16/16
Aquí hay un antídoto.
> pickup
  ###########..........# #.#             Sala de los fuegos
            ######'#####.#.#             Nivel 2 de 3
                 #.#   #.#.#
       ###########.#####.#.#######
       #.....%...................#
       #..........~~~....%.......#
       #..........~~~......@.....+
       #.........................#
       ########'##################
              #.#
             #._.#
             #...#
             #####
Inés, bárbara de nivel 4  EXP 6/80  oro 27
V [############] 62/62   M [########] 16/16
Recoges un antídoto.
> i
Empuñas un hacha y vistes una armadura de cuero.
En tu mochila:
  a) seis pociones de curación
  b) tres vendas
  c) tres antídotos
> look
  ###########..........# #.#             Sala de los fuegos
            ######'#####.#.#             Nivel 2 de 3
                 #.#   #.#.#
       ###########.#####.#.#######
       #.....%...................#
       #..........~~~....%.......#
       #..........~~~......@.....+
       #.........................#
       ########'##################
              #.#
             #._.#
             #...#
             #####
Inés, bárbara de nivel 4  EXP 6/80  oro 27
V [############] 62/62   M [########] 16/16
> nw
  #.........+..........# #.#             Sala de los fuegos
  ###########..........# #.#             Nivel 2 de 3
            ######'#####.#.#
                 #.#   #.#.#
       ###########.#####.#.#######
       #.....%...................#
       #..........~~~....%@......#
       #..........~~~......%.....+
       #.........................#
       ########'##################
              #.#
             #._.#
             #...#
Inés, bárbara de nivel 4  EXP 6/80  oro 27
V [############] 62/62   M [########] 16/16
> nw
  #.########...........# #.#             Sala de los fuegos
  #.........+..........# #.#             Nivel 2 de 3
  ###########..........# #.#
            ######'#####.#.#
                 #.#   #.#.#
       ###########.#####.#.#######
       #.....%...........@.......#
       #..........~~~....%.......#
       #..........~~~......%.....+
       #.........................#
       ########'##################
              #.#
             #._.#
Inés, bárbara de nivel 4  EXP 6/80  oro 27
V [############] 62/62   M [########] 16/16
> nw
  #.#      #........#### +##             Despensa de las arañas
  #.########...........# #.#             Nivel 2 de 3
  #.........+..........# #.#
  ###########..........# #.#
            ######'#####.#.#
                 #.#   #.#.#
       ###########.#####@#.#######
       #.....%...................#
       #..........~~~....%.......#
       #..........~~~......%.....+
       #.........................#
       ########'##################
              #.#
Inés, bárbara de nivel 4  EXP 6/80  oro 27
V [############] 62/62   M [########] 16/16
> n
###'###    #..%.....#                    Despensa de las arañas
  #.#      #........#### +##             Nivel 2 de 3
  #.########...........# #.#
  #.........+..........# #.#
  ###########..........# #.#
            ######'#####.#.#
                 #.#   #@#.#
       ###########.#####.#.#######
       #.....%...................#
       #..........~~~....%.......#
       #..........~~~......%.....+
       #.........................#
       ########'##################
Inés, bárbara de nivel 4  EXP 6/80  oro 27
V [############] 62/62   M [########] 16/16
> n
#.....#    #........+                    Despensa de las arañas
###'###    #..%.....#                    Nivel 2 de 3
  #.#      #........#### +##
  #.########...........# #.#
  #.........+..........# #.#
  ###########..........# #.#
            ######'#####@#.#
                 #.#   #.#.#
       ###########.#####.#.#######
       #.....%...................#
       #..........~~~....%.......#
       #..........~~~......%.....+
       #.........................#
Inés, bárbara de nivel 4  EXP 6/80  oro 27
V [############] 62/62   M [########] 16/16
> s
###'###    #..%.....#                    Despensa de las arañas
  #.#      #........#### +##             Nivel 2 de 3
  #.########...........# #.#
  #.........+..........# #.#
  ###########..........# #.#
            ######'#####.#.#
                 #.#   #@#.#
       ###########.#####.#.#######
       #.....%...................#
       #..........~~~....%.......#
       #..........~~~......%.....+
       #.........................#
       ########'##################
Inés, bárbara de nivel 4  EXP 6/80  oro 27
V [############] 62/62   M [########] 16/16
> s
  #.#      #........#### +##             Despensa de las arañas
  #.########...........# #.#             Nivel 2 de 3
  #.........+..........# #.#
  ###########..........# #.#
            ######'#####.#.#
                 #.#   #.#.#
       ###########.#####@#.#######
       #.....%...................#
       #..........~~~....%.......#
       #..........~~~......%.....+
       #.........................#
       ########'##################
              #.#
Inés, bárbara de nivel 4  EXP 6/80  oro 27
V [############] 62/62   M [########] 16/16
> se
  #.########...........# #.#             Sala de los fuegos
  #.........+..........# #.#             Nivel 2 de 3
  ###########..........# #.#
            ######'#####.#.#
                 #.#   #.#.#
       ###########.#####.#.#######
       #.....%...........@.......#
       #..........~~~....%.......#
       #..........~~~......%.....+
       #.........................#
       ########'##################
              #.#
             #._.#
Inés, bárbara de nivel 4  EXP 6/80  oro 27
V [############] 62/62   M [########] 16/16
> ne
  #.#      #........#### +##             Despensa de las arañas
  #.########...........# #.#             Nivel 2 de 3
  #.........+..........# #.#
  ###########..........# #.#
            ######'#####.#.#
                 #.#   #.#.#
       ###########.#####.#@#######
       #.....%...................#
       #..........~~~....%.......#
       #..........~~~......%.....+
       #.........................#
       ########'##################
              #.#
Inés, bárbara de nivel 4  EXP 6/80  oro 27
V [############] 62/62   M [########] 16/16
> n
###'###    #..%.....#                    Despensa de las arañas
  #.#      #........#### +##             Nivel 2 de 3
  #.########...........# #.#
  #.........+..........# #.#
  ###########..........# #.#
            ######'#####.#.#
                 #.#   #.#@#
       ###########.#####.#.#######
       #.....%...................#
       #..........~~~....%.......#
       #..........~~~......%.....+
       #.........................#
       ########'##################
Inés, bárbara de nivel 4  EXP 6/80  oro 27
V [############] 62/62   M [########] 16/16
> n
#.....#    #........+                    Despensa de las arañas
###'###    #..%.....#                    Nivel 2 de 3
  #.#      #........#### +##
  #.########...........# #.#
  #.........+..........# #.#
  ###########..........# #.#
            ######'#####.#@#
                 #.#   #.#.#
       ###########.#####.#.#######
       #.....%...................#
       #..........~~~....%.......#
       #..........~~~......%.....+
       #.........................#
Inés, bárbara de nivel 4  EXP 6/80  oro 27
V [############] 62/62   M [########] 16/16
> n
#.....#    ##########                    Despensa de las arañas
#.....#    #........+                    Nivel 2 de 3
###'###    #..%.....#
  #.#      #........#### +##
  #.########...........# #.#
  #.........+..........# #.#
  ###########..........# #@#
            ######'#####.#.#
                 #.#   #.#.#
       ###########.#####.#.#######
       #.....%...................#
       #..........~~~....%.......#
       #..........~~~......%.....+
Inés, bárbara de nivel 4  EXP 6/80  oro 27
V [############] 61/62   M [########] 16/16
veneno:3
Un colmillo de araña oculto en el suelo muerde a Inés.
El veneno entra en la sangre de Inés.
El veneno quema a Inés (1).
> n
#.....#                                  Despensa de las arañas
#.....#    ##########                    Nivel 2 de 3
#.....#    #........+
###'###    #..%.....#
  #.#      #........#### +##
  #.########...........# #.#
  #.........+..........# #@#
  ###########..........# #^#
            ######'#####.#.#
                 #.#   #.#.#
       ###########.#####.#.#######
       #.....%...................#
       #..........~~~....%.......#
Inés, bárbara de nivel 4  EXP 6/80  oro 27
V [############] 60/62   M [########] 16/16
veneno:2
El veneno quema a Inés (1).
> n
#######                                  Despensa de las arañas
#.....#                                  Nivel 2 de 3
#.....#    ##########
#.....#    #........+
###'###    #..%.....#
  #.#      #........#### +##
  #.########...........# #@#
  #.........+..........# #.#
  ###########..........# #^#
            ######'#####.#.#
                 #.#   #.#.#
       ###########.#####.#.#######
       #.....%...................#
Inés, bárbara de nivel 4  EXP 6/80  oro 27
V [###########-] 59/62   M [########] 16/16
veneno:1
El veneno quema a Inés (1).
> nw
#######              #                   Despensa de las arañas
#.....#              #.                  Nivel 2 de 3
#.....#    ##########...
#.....#    #........+ ...
###'###    #..%.....#  ...
  #.#      #........#####'##
  #.########...........# #@#
  #.........+..........# #.#
  ###########..........# #^#
            ######'#####.#.#
                 #.#   #.#.#
       ###########.#####.#.#######
       #.....%...................#
Inés, bárbara de nivel 4  EXP 6/80  oro 27
V [###########-] 58/62   M [########] 16/16
La puerta se abre con un chirrido.
El veneno quema a Inés (1).
Inés se libra del veneno.
> nw
=== Combate ===
Inés, bárbara de nivel 4
  V [###########-] 57/62   M [########] 16/16
1) Araña de cueva        [########] 12/12
 Ves una araña de cueva.
 ¡Combate contra una araña de cueva!
 La araña de cueva rasguña a Inés (1).
1 atacar  2 habilidad  3 objeto  4 huir
> 2
Tus habilidades:
  1) berserker     1 maná   disponible
  2) desgarro      2 maná   disponible
¿Qué habilidad usas? (un número o un nombre; «atrás» para volver)
? 1
=== Combate ===
Inés, bárbara de nivel 4
  V [##########--] 54/62   M [########] 15/16
  furia:2 veneno:2
1) Araña de cueva        [#-------] 1/12
 ¡Inés aúlla, olvida toda prudencia y arremete contra la araña de cueva!
 ¡La furia consume a Inés!
 Inés aplasta a la araña de cueva (11).
 La araña de cueva: ¡herida grave!
 La araña de cueva rasguña a Inés (1).
 El veneno entra en la sangre de Inés.
 El veneno quema a Inés (2).
1 atacar  2 habilidad  3 objeto  4 huir
> 2
Tus habilidades:
  1) berserker     1 maná   faltan 4 turnos
  2) desgarro      2 maná   disponible
¿Qué habilidad usas? (un número o un nombre; «atrás» para volver)
? 2
#######              ###########         Despensa de las arañas
#.....#              #.........          Nivel 2 de 3
#.....#    ##########.....$...
#.....#    #........+ .......
###'###    #..%.....#  .%...
  #.#      #........#####@##
  #.########...........# #.#
  #.........+..........# #.#
  ###########..........# #^#
            ######'#####.#.#
                 #.#   #.#.#
       ###########.#####.#.#######
       #.....%...................#
Inés, bárbara de nivel 4  EXP 14/80  oro 27
V [##########--] 54/62   M [#######-] 13/16
furia:2 veneno:2
¡Inés desgarra a la araña de cueva con un golpe brutal!
Inés aplasta a la araña de cueva (16).
La araña de cueva muere.
> wait
#######              ###########         Despensa de las arañas
#.....#              #.........          Nivel 2 de 3
#.....#    ##########.....$...
#.....#    #........+ .......
###'###    #..%.....#  .%...
  #.#      #........#####@##
  #.########...........# #.#
  #.........+..........# #.#
  ###########..........# #^#
            ######'#####.#.#
                 #.#   #.#.#
       ###########.#####.#.#######
       #.....%...................#
Inés, bárbara de nivel 4  EXP 14/80  oro 27
V [##########--] 52/62   M [#######-] 13/16
furia:1 veneno:1
El veneno quema a Inés (2).
> wait
#######              ###########         Despensa de las arañas
#.....#              #.........          Nivel 2 de 3
#.....#    ##########.....$...
#.....#    #........+ .......
###'###    #..%.....#  .%...
  #.#      #........#####@##
  #.########...........# #.#
  #.........+..........# #.#
  ###########..........# #^#
            ######'#####.#.#
                 #.#   #.#.#
       ###########.#####.#.#######
       #.....%...................#
Inés, bárbara de nivel 4  EXP 14/80  oro 27
V [##########--] 51/62   M [#######-] 14/16
La furia de Inés se apaga.
El veneno quema a Inés (2).
Inés se libra del veneno.
> wait
#######              ###########         Despensa de las arañas
#.....#              #.........          Nivel 2 de 3
#.....#    ##########.....$...
#.....#    #........+ .......
###'###    #..%.....#  .%...
  #.#      #........#####@##
  #.########...........# #.#
  #.........+..........# #.#
  ###########..........# #^#
            ######'#####.#.#
                 #.#   #.#.#
       ###########.#####.#.#######
       #.....%...................#
Inés, bárbara de nivel 4  EXP 14/80  oro 27
V [##########--] 51/62   M [#######-] 14/16
> wait
#######              ###########         Despensa de las arañas
#.....#              #.........          Nivel 2 de 3
#.....#    ##########.....$...
#.....#    #........+ .......
###'###    #..%.....#  .%...
  #.#      #........#####@##
  #.########...........# #.#
  #.........+..........# #.#
  ###########..........# #^#
            ######'#####.#.#
                 #.#   #.#.#
       ###########.#####.#.#######
       #.....%...................#
Inés, bárbara de nivel 4  EXP 14/80  oro 27
V [##########--] 51/62   M [#######-] 14/16
> wait
#######              ###########         Despensa de las arañas
#.....#              #.........          Nivel 2 de 3
#.....#    ##########.....$...
#.....#    #........+ .......
###'###    #..%.....#  .%...
  #.#      #........#####@##
  #.########...........# #.#
  #.........+..........# #.#
  ###########..........# #^#
            ######'#####.#.#
                 #.#   #.#.#
       ###########.#####.#.#######
       #.....%...................#
Inés, bárbara de nivel 4  EXP 14/80  oro 27
V [##########--] 52/62   M [########] 15/16
> wait
#######              ###########         Despensa de las arañas
#.....#              #.........          Nivel 2 de 3
#.....#    ##########.....$...
#.....#    #........+ .......
###'###    #..%.....#  .%...
  #.#      #........#####@##
  #.########...........# #.#
  #.........+..........# #.#
  ###########..........# #^#
            ######'#####.#.#
                 #.#   #.#.#
       ###########.#####.#.#######
       #.....%...................#
Inés, bárbara de nivel 4  EXP 14/80  oro 27
V [##########--] 52/62   M [########] 15/16
> wait
#######              ###########         Despensa de las arañas
#.....#              #.........          Nivel 2 de 3
#.....#    ##########.....$...
#.....#    #........+ .......
###'###    #..%.....#  .%...
  #.#      #........#####@##
  #.########...........# #.#
  #.........+..........# #.#
  ###########..........# #^#
            ######'#####.#.#
                 #.#   #.#.#
       ###########.#####.#.#######
       #.....%...................#
Inés, bárbara de nivel 4  EXP 14/80  oro 27
V [##########--] 52/62   M [########] 15/16
> wait
#######              ###########         Despensa de las arañas
#.....#              #.........          Nivel 2 de 3
#.....#    ##########.....$...
#.....#    #........+ .......
###'###    #..%.....#  .%...
  #.#      #........#####@##
  #.########...........# #.#
  #.........+..........# #.#
  ###########..........# #^#
            ######'#####.#.#
                 #.#   #.#.#
       ###########.#####.#.#######
       #.....%...................#
Inés, bárbara de nivel 4  EXP 14/80  oro 27
V [##########--] 53/62   M [########] 16/16
> wait
#######              ###########         Despensa de las arañas
#.....#              #.........          Nivel 2 de 3
#.....#    ##########.....$...
#.....#    #........+ .......
###'###    #..%.....#  .%...
  #.#      #........#####@##
  #.########...........# #.#
  #.........+..........# #.#
  ###########..........# #^#
            ######'#####.#.#
                 #.#   #.#.#
       ###########.#####.#.#######
       #.....%...................#
Inés, bárbara de nivel 4  EXP 14/80  oro 27
V [##########--] 53/62   M [########] 16/16
> wait
#######              ###########         Despensa de las arañas
#.....#              #.........          Nivel 2 de 3
#.....#    ##########.....$...
#.....#    #........+ .......
###'###    #..%.....#  .%...
  #.#      #........#####@##
  #.########...........# #.#
  #.........+..........# #.#
  ###########..........# #^#
            ######'#####.#.#
                 #.#   #.#.#
       ###########.#####.#.#######
       #.....%...................#
Inés, bárbara de nivel 4  EXP 14/80  oro 27
V [##########--] 53/62   M [########] 16/16
> wait
#######              ###########         Despensa de las arañas
#.....#              #.........          Nivel 2 de 3
#.....#    ##########.....$...
#.....#    #........+ .......
###'###    #..%.....#  .%...
  #.#      #........#####@##
  #.########...........# #.#
  #.........+..........# #.#
  ###########..........# #^#
            ######'#####.#.#
                 #.#   #.#.#
       ###########.#####.#.#######
       #.....%...................#
Inés, bárbara de nivel 4  EXP 14/80  oro 27
V [##########--] 54/62   M [########] 16/16
> wait
#######              ###########         Despensa de las arañas
#.....#              #.........          Nivel 2 de 3
#.....#    ##########.....$...
#.....#    #........+ .......
###'###    #..%.....#  .%...
  #.#      #........#####@##
  #.########...........# #.#
  #.........+..........# #.#
  ###########..........# #^#
            ######'#####.#.#
                 #.#   #.#.#
       ###########.#####.#.#######
       #.....%...................#
Inés, bárbara de nivel 4  EXP 14/80  oro 27
V [##########--] 54/62   M [########] 16/16
> wait
#######              ###########         Despensa de las arañas
#.....#              #.........          Nivel 2 de 3
#.....#    ##########.....$...
#.....#    #........+ .......
###'###    #..%.....#  .%...
  #.#      #........#####@##
  #.########...........# #.#
  #.........+..........# #.#
  ###########..........# #^#
            ######'#####.#.#
                 #.#   #.#.#
       ###########.#####.#.#######
       #.....%...................#
Inés, bárbara de nivel 4  EXP 14/80  oro 27
V [##########--] 54/62   M [########] 16/16
> wait
#######              ###########         Despensa de las arañas
#.....#              #.........          Nivel 2 de 3
#.....#    ##########.....$...
#.....#    #........+ .......
###'###    #..%.....#  .%...
  #.#      #........#####@##
  #.########...........# #.#
  #.........+..........# #.#
  ###########..........# #^#
            ######'#####.#.#
                 #.#   #.#.#
       ###########.#####.#.#######
       #.....%...................#
Inés, bárbara de nivel 4  EXP 14/80  oro 27
V [###########-] 55/62   M [########] 16/16
> wait
#######              ###########         Despensa de las arañas
#.....#              #.........          Nivel 2 de 3
#.....#    ##########.....$...
#.....#    #........+ .......
###'###    #..%.....#  .%...
  #.#      #........#####@##
  #.########...........# #.#
  #.........+..........# #.#
  ###########..........# #^#
            ######'#####.#.#
                 #.#   #.#.#
       ###########.#####.#.#######
       #.....%...................#
Inés, bárbara de nivel 4  EXP 14/80  oro 27
V [###########-] 55/62   M [########] 16/16
> wait
#######              ###########         Despensa de las arañas
#.....#              #.........          Nivel 2 de 3
#.....#    ##########.....$...
#.....#    #........+ .......
###'###    #..%.....#  .%...
  #.#      #........#####@##
  #.########...........# #.#
  #.........+..........# #.#
  ###########..........# #^#
            ######'#####.#.#
                 #.#   #.#.#
       ###########.#####.#.#######
       #.....%...................#
Inés, bárbara de nivel 4  EXP 14/80  oro 27
V [###########-] 55/62   M [########] 16/16
> wait
#######              ###########         Despensa de las arañas
#.....#              #.........          Nivel 2 de 3
#.....#    ##########.....$...
#.....#    #........+ .......
###'###    #..%.....#  .%...
  #.#      #........#####@##
  #.########...........# #.#
  #.........+..........# #.#
  ###########..........# #^#
            ######'#####.#.#
                 #.#   #.#.#
       ###########.#####.#.#######
       #.....%...................#
Inés, bárbara de nivel 4  EXP 14/80  oro 27
V [###########-] 56/62   M [########] 16/16
> nw
#######              ###########         Despensa de las arañas
#.....#              #.........#         Nivel 2 de 3
#.....#    ##########.....$....#
#.....#    #........+..........#
###'###    #..%.....#...@......#
  #.#      #........#####'######
  #.########...........# #.#
  #.........+..........# #.#
  ###########..........# #^#
            ######'#####.#.#
                 #.#   #.#.#
       ###########.#####.#.#######
       #.....%...................#
Inés, bárbara de nivel 4  EXP 14/80  oro 27
V [###########-] 56/62   M [########] 16/16
> ne
#######              ###########         Despensa de las arañas
#.....#              #.........#         Nivel 2 de 3
#.....#    ##########.....$....#
#.....#    #........+....@.....#
###'###    #..%.....#...%......#
  #.#      #........#####'######
  #.########...........# #.#
  #.........+..........# #.#
  ###########..........# #^#
            ######'#####.#.#
                 #.#   #.#.#
       ###########.#####.#.#######
       #.....%...................#
Inés, bárbara de nivel 4  EXP 14/80  oro 27
V [###########-] 56/62   M [########] 16/16
> ne
#######              ###########         Despensa de las arañas
#.....#              #.........#         Nivel 2 de 3
#.....#    ##########.....@....#
#.....#    #........+..........#
###'###    #..%.....#...%......#
  #.#      #........#####'######
  #.########...........# #.#
  #.........+..........# #.#
  ###########..........# #^#
            ######'#####.#.#
                 #.#   #.#.#
       ###########.#####.#.#######
       #.....%...................#
Inés, bárbara de nivel 4  EXP 14/80  oro 47
V [###########-] 57/62   M [########] 16/16
Recoges 20 monedas de oro.
> i
Empuñas un hacha y vistes una armadura de cuero.
En tu mochila:
  a) seis pociones de curación
  b) tres vendas
  c) tres antídotos
> look
#######              ###########         Despensa de las arañas
#.....#              #.........#         Nivel 2 de 3
#.....#    ##########.....@....#
#.....#    #........+..........#
###'###    #..%.....#...%......#
  #.#      #........#####'######
  #.########...........# #.#
  #.........+..........# #.#
  ###########..........# #^#
            ######'#####.#.#
                 #.#   #.#.#
       ###########.#####.#.#######
       #.....%...................#
Inés, bárbara de nivel 4  EXP 14/80  oro 47
V [###########-] 57/62   M [########] 16/16
> nw
#######              ###########         Despensa de las arañas
#.....#              #...@.....#         Nivel 2 de 3
#.....#    ##########..........#
#.....#    #........+..........#
###'###    #..%.....#...%......#
  #.#      #........#####'######
  #.########...........# #.#
  #.........+..........# #.#
  ###########..........# #^#
            ######'#####.#.#
                 #.#   #.#.#
       ###########.#####.#.#######
       #.....%...................#
Inés, bárbara de nivel 4  EXP 14/80  oro 47
V [###########-] 57/62   M [########] 16/16
> w
#######              ###########         Despensa de las arañas
#.....#              #..@......#         Nivel 2 de 3
#.....#    ##########..........#
#.....#    #........+..........#
###'###    #..%.....#...%......#
  #.#      #........#####'######
  #.########...........# #.#
  #.........+..........# #.#
  ###########..........# #^#
            ######'#####.#.#
                 #.#   #.#.#
       ###########.#####.#.#######
       #.....%...................#
Inés, bárbara de nivel 4  EXP 14/80  oro 47
V [###########-] 57/62   M [########] 16/16
> w
#######              ###########         Despensa de las arañas
#.....#              #.@.......#         Nivel 2 de 3
#.....#    ##########..........#
#.....#    #........+..........#
###'###    #..%.....#...%......#
  #.#      #........#####'######
  #.########...........# #.#
  #.........+..........# #.#
  ###########..........# #^#
            ######'#####.#.#
                 #.#   #.#.#
       ###########.#####.#.#######
       #.....%...................#
Inés, bárbara de nivel 4  EXP 14/80  oro 47
V [###########-] 58/62   M [########] 16/16
> w
#######              ###########         Despensa de las arañas
#.....#              #@........#         Nivel 2 de 3
#.....#    ##########..........#
#.....#    #........+..........#
###'###    #..%.....#...%......#
  #.#      #........#####'######
  #.########...........# #.#
  #.........+..........# #.#
  ###########..........# #^#
            ######'#####.#.#
                 #.#   #.#.#
       ###########.#####.#.#######
       #.....%...................#
Inés, bárbara de nivel 4  EXP 14/80  oro 47
V [###########-] 58/62   M [########] 16/16
> sw
#######              ###########         Despensa de las arañas
#.....#              #.........#         Nivel 2 de 3
#.....#    ##########@.........#
#.....#    #........+..........#
###'###    #..%.....#...%......#
  #.#      #........#####'######
  #.########...........# #.#
  #.........+..........# #.#
  ###########..........# #^#
            ######'#####.#.#
                 #.#   #.#.#
       ###########.#####.#.#######
       #.....%...................#
Inés, bárbara de nivel 4  EXP 14/80  oro 47
V [###########-] 58/62   M [########] 16/16
> sw
#######              ###########         Despensa de las arañas
#.....#              #.........#         Nivel 2 de 3
#.....#    ##########@.........#
#.....#    #........'..........#
###'###    #..%.....#...%......#
  #.#      #........#####'######
  #.########...........# #.#
  #.........+..........# #.#
  ###########..........# #^#
            ######'#####.#.#
                 #.#   #.#.#
       ###########.#####.#.#######
       #.....%...................#
Inés, bárbara de nivel 4  EXP 14/80  oro 47
V [###########-] 59/62   M [########] 16/16
La puerta se abre con un chirrido.
> sw
#######              ###########         Madriguera goblin
#.....#              #.........#         Nivel 2 de 3
#.....#    ##########..........#
#.....#    #........@..........#
###'###    #..%.....#...%......#
  #.#      #........#####'######
  #.########...........# #.#
  #.........+..........# #.#
  ###########..........# #^#
            ######'#####.#.#
                 #.#   #.#.#
       ###########.#####.#.#######
       #.....%...................#
Inés, bárbara de nivel 4  EXP 14/80  oro 47
V [###########-] 59/62   M [########] 16/16
> sw
 #######              ###########        Madriguera goblin
 #.....#              #.........#        Nivel 2 de 3
 #.....#    ##########..........#
 #.....#    #........'..........#
 ###'###    #..%....@#...%......#
   #.#      #........#####'######
   #.########...........# #.#
   #.........+..........# #.#
   ###########..........# #^#
             ######'#####.#.#
                  #.#   #.#.#
        ###########.#####.#.#######
        #.....%...................#
Inés, bárbara de nivel 4  EXP 14/80  oro 47
V [###########-] 59/62   M [########] 16/16
> sw
  #######              ###########       Madriguera goblin
  #.....#              #.........#       Nivel 2 de 3
  #.....#    ##########..........#
  #.....#    #........'..........#
  ###'###    #..%.....#...%......#
    #.#      #......@.#####'######
    #.########...........# #.#
    #.........+..........# #.#
    ###########..........# #^#
              ######'#####.#.#
                   #.#   #.#.#
         ###########.#####.#.#######
         #.....%...................#
Inés, bárbara de nivel 4  EXP 14/80  oro 47
V [############] 60/62   M [########] 16/16
> sw
   #######              ###########      Madriguera goblin
   #.....#              #.........#      Nivel 2 de 3
   #.....#    ##########..........#
   #.....#    #........'..........#
   ###'###    #..%.....#...%......#
     #.#      #........#####'######
     #.########.....@.....# #.#
     #.........+..........# #.#
     ###########..........# #^#
               ######'#####.#.#
                    #.#   #.#.#
          ###########.#####.#.#######
          #.....%...................#
Inés, bárbara de nivel 4  EXP 14/80  oro 47
V [############] 60/62   M [########] 16/16
> sw
   #.....#              #.........#      Madriguera goblin
   #.....#    ##########..........#      Nivel 2 de 3
   #.....#    #........'..........#
   ###'###    #..%.....#...%......#
     #.#      #........#####'######
     #.########...........# #.#
     #.........+...@......# #.#
     ###########..........# #^#
               ######'#####.#.#
                    #.#   #.#.#
          ###########.#####.#.#######
          #.....%...................#
          #..........~~~....%.......#
Inés, bárbara de nivel 4  EXP 14/80  oro 47
V [############] 60/62   M [########] 16/16
> se
   #.....#    ##########..........#      Madriguera goblin
   #.....#    #........'..........#      Nivel 2 de 3
   ###'###    #..%.....#...%......#
     #.#      #........#####'######
     #.########...........# #.#
     #.........+..........# #.#
     ###########....@.....# #^#
               ######'#####.#.#
                    #.#   #.#.#
          ###########.#####.#.#######
          #.....%...................#
          #..........~~~....%.......#
          #..........~~~......%.....+
Inés, bárbara de nivel 4  EXP 14/80  oro 47
V [############] 61/62   M [########] 16/16
> se
  #.....#    #........'..........#       Madriguera goblin
  ###'###    #..%.....#...%......#       Nivel 2 de 3
    #.#      #........#####'######
    #.########...........# #.#
    #.........+..........# #.#
    ###########..........# #^#
              ######@#####.#.#
                   #.#   #.#.#
         ###########.#####.#.#######
         #.....%...................#
         #..........~~~....%.......#
         #..........~~~......%.....+
         #.........................#
Inés, bárbara de nivel 4  EXP 14/80  oro 47
V [############] 61/62   M [########] 16/16
> s
  ###'###    #..%.....#...%......#
    #.#      #........#####'######       Nivel 2 de 3
    #.########...........# #.#
    #.........+..........# #.#
    ###########..........# #^#
              ######'#####.#.#
                   #@#   #.#.#
         ###########.#####.#.#######
         #.....%...................#
         #..........~~~....%.......#
         #..........~~~......%.....+
         #.........................#
         ########'##################
Inés, bárbara de nivel 4  EXP 14/80  oro 47
V [############] 61/62   M [########] 16/16
> s
    #.#      #........#####'######       Sala de los fuegos
    #.########...........# #.#           Nivel 2 de 3
    #.........+..........# #.#
    ###########..........# #^#
              ######'#####.#.#
                   #.#   #.#.#
         ###########@#####.#.#######
         #.....%...................#
         #..........~~~....%.......#
         #..........~~~......%.....+
         #.........................#
         ########'##################
                #.#
Inés, bárbara de nivel 4  EXP 14/80  oro 47
V [############] 62/62   M [########] 16/16
> se
   #.########...........# #.#            Sala de los fuegos
   #.........+..........# #.#            Nivel 2 de 3
   ###########..........# #^#
             ######'#####.#.#
                  #.#   #.#.#
        ###########.#####.#.#######
        #.....%.....@.............#
        #..........~~~....%.......#
        #..........~~~......%.....+
        #.........................#
        ########'##################
               #.#
              #._.#
Inés, bárbara de nivel 4  EXP 14/80  oro 47
V [############] 62/62   M [########] 16/16
> e
  #.########...........# #.#             Sala de los fuegos
  #.........+..........# #.#             Nivel 2 de 3
  ###########..........# #^#
            ######'#####.#.#
                 #.#   #.#.#
       ###########.#####.#.#######
       #.....%......@............#
       #..........~~~....%.......#
       #..........~~~......%.....+
       #.........................#
       ########'##################
              #.#
             #._.#
Inés, bárbara de nivel 4  EXP 14/80  oro 47
V [############] 62/62   M [########] 16/16
> e
  #.########...........# #.#             Sala de los fuegos
  #.........+..........# #.#             Nivel 2 de 3
  ###########..........# #^#
            ######'#####.#.#
                 #.#   #.#.#
       ###########.#####.#.#######
       #.....%.......@...........#
       #..........~~~....%.......#
       #..........~~~......%.....+
       #.........................#
       ########'##################
              #.#
             #._.#
Inés, bárbara de nivel 4  EXP 14/80  oro 47
V [############] 62/62   M [########] 16/16
> e
  #.########...........# #.#             Sala de los fuegos
  #.........+..........# #.#             Nivel 2 de 3
  ###########..........# #^#
            ######'#####.#.#
                 #.#   #.#.#
       ###########.#####.#.#######
       #.....%........@..........#
       #..........~~~....%.......#
       #..........~~~......%.....+
       #.........................#
       ########'##################
              #.#
             #._.#
Inés, bárbara de nivel 4  EXP 14/80  oro 47
V [############] 62/62   M [########] 16/16
> e
  #.########...........# #.#             Sala de los fuegos
  #.........+..........# #.#             Nivel 2 de 3
  ###########..........# #^#
            ######'#####.#.#
                 #.#   #.#.#
       ###########.#####.#.#######
       #.....%.........@.........#
       #..........~~~....%.......#
       #..........~~~......%.....+
       #.........................#
       ########'##################
              #.#
             #._.#
Inés, bárbara de nivel 4  EXP 14/80  oro 47
V [############] 62/62   M [########] 16/16
> ne
  #.#      #........#####'######         Despensa de las arañas
  #.########...........# #.#             Nivel 2 de 3
  #.........+..........# #.#
  ###########..........# #^#
            ######'#####.#.#
                 #.#   #.#.#
       ###########.#####@#.#######
       #.....%...................#
       #..........~~~....%.......#
       #..........~~~......%.....+
       #.........................#
       ########'##################
              #.#
Inés, bárbara de nivel 4  EXP 14/80  oro 47
V [############] 62/62   M [########] 16/16
> se
  #.########...........# #.#             Sala de los fuegos
  #.........+..........# #.#             Nivel 2 de 3
  ###########..........# #^#
            ######'#####.#.#
                 #.#   #.#.#
       ###########.#####.#.#######
       #.....%...........@.......#
       #..........~~~....%.......#
       #..........~~~......%.....+
       #.........................#
       ########'##################
              #.#
             #._.#
Inés, bárbara de nivel 4  EXP 14/80  oro 47
V [############] 62/62   M [########] 16/16
> ne
  #.#      #........#####'######         Despensa de las arañas
  #.########...........# #.#             Nivel 2 de 3
  #.........+..........# #.#
  ###########..........# #^#
            ######'#####.#.#
                 #.#   #.#.#
       ###########.#####.#@#######
       #.....%...................#
       #..........~~~....%.......#
       #..........~~~......%.....+
       #.........................#
       ########'##################
              #.#
Inés, bárbara de nivel 4  EXP 14/80  oro 47
V [############] 62/62   M [########] 16/16
> se
  #.########...........# #.#             Sala de los fuegos
  #.........+..........# #.#             Nivel 2 de 3
  ###########..........# #^#
            ######'#####.#.#
                 #.#   #.#.#
       ###########.#####.#.#######
       #.....%.............@.....#
       #..........~~~....%.......#
       #..........~~~......%.....+
       #.........................#
       ########'##################
              #.#
             #._.#
Inés, bárbara de nivel 4  EXP 14/80  oro 47
V [############] 62/62   M [########] 16/16
> e
  #.########...........# #.#             Sala de los fuegos
  #.........+..........# #.#             Nivel 2 de 3
  ###########..........# #^#
            ######'#####.#.#
                 #.#   #.#.#
       ###########.#####.#.#######
       #.....%..............@....#
       #..........~~~....%.......#
       #..........~~~......%.....+
       #.........................#
       ########'##################
              #.#
             #._.#
Inés, bárbara de nivel 4  EXP 14/80  oro 47
V [############] 62/62   M [########] 16/16
> e
  #.########...........# #.#             Sala de los fuegos
  #.........+..........# #.#             Nivel 2 de 3
  ###########..........# #^#
            ######'#####.#.#
                 #.#   #.#.#
       ###########.#####.#.#######
       #.....%...............@...#
       #..........~~~....%.......#
       #..........~~~......%.....+
       #.........................#
       ########'##################
              #.#
             #._.#
Inés, bárbara de nivel 4  EXP 14/80  oro 47
V [############] 62/62   M [########] 16/16
> e
  #.########...........# #.#             Sala de los fuegos
  #.........+..........# #.#             Nivel 2 de 3
  ###########..........# #^#
            ######'#####.#.#
                 #.#   #.#.#
       ###########.#####.#.#######
       #.....%................@..#
       #..........~~~....%.......#
       #..........~~~......%.....+
       #.........................#
       ########'##################
              #.#
             #._.#
Inés, bárbara de nivel 4  EXP 14/80  oro 47
V [############] 62/62   M [########] 16/16
> e
  #.########...........# #.#             Sala de los fuegos
  #.........+..........# #.#             Nivel 2 de 3
  ###########..........# #^#
            ######'#####.#.#
                 #.#   #.#.#
       ###########.#####.#.#######
       #.....%.................@.#
       #..........~~~....%.......#
       #..........~~~......%.....+
       #.........................#
       ########'##################
              #.#
             #._.#
Inés, bárbara de nivel 4  EXP 14/80  oro 47
V [############] 62/62   M [########] 16/16
> se
  #.........+..........# #.#             Sala de los fuegos
  ###########..........# #^#             Nivel 2 de 3
            ######'#####.#.#
                 #.#   #.#.#
       ###########.#####.#.#######
       #.....%...................#
       #..........~~~....%......@#
       #..........~~~......%.....+
       #.........................#
       ########'##################
              #.#
             #._.#
             #...#
Inés, bárbara de nivel 4  EXP 14/80  oro 47
V [############] 62/62   M [########] 16/16
> se
  #.........+..........# #.#             Sala de los fuegos
  ###########..........# #^#             Nivel 2 de 3
            ######'#####.#.#
                 #.#   #.#.#
       ###########.#####.#.#######
       #.....%...................#
       #..........~~~....%......@#
       #..........~~~......%.....'.
       #.........................#..
       ########'##################..>
              #.#                  ###
             #._.#
             #...#
Inés, bárbara de nivel 4  EXP 14/80  oro 47
V [############] 62/62   M [########] 16/16
La puerta se abre con un chirrido.
> se
  ###########..........# #^#             Sala de los fuegos
            ######'#####.#.#             Nivel 2 de 3
                 #.#   #.#.#
       ###########.#####.#.#######
       #.....%...................#
       #..........~~~....%.......#
       #..........~~~......%.....@.....#
       #.........................#.....#
       ########'##################..>..#
              #.#                  ####
             #._.#
             #...#
             #####
Inés, bárbara de nivel 4  EXP 14/80  oro 47
V [############] 62/62   M [########] 16/16
> e
  ###########..........# #^#
            ######'#####.#.#             Nivel 2 de 3
                 #.#   #.#.#
       ###########.#####.#.#######
       #.....%...................#
       #..........~~~....%.......#
       #..........~~~......%.....'@....#
       #.........................#.....#
       ########'##################..>..#
              #.#                ######
             #._.#
             #...#
             #####
Inés, bárbara de nivel 4  EXP 14/80  oro 47
V [############] 62/62   M [########] 16/16
> se
  ###########..........# #^#
            ######'#####.#.#             Nivel 2 de 3
                 #.#   #.#.#
       ###########.#####.#.#######
       #.....%...................#
       #..........~~~....%.......#
       #..........~~~......%.....'.....#
       #.........................#.@...#
       ########'##################..>..#
              #.#                ######
             #._.#
             #...#
             #####
Inés, bárbara de nivel 4  EXP 14/80  oro 47
V [############] 62/62   M [########] 16/16
> se
  ###########..........# #^#
            ######'#####.#.#             Nivel 2 de 3
                 #.#   #.#.#
       ###########.#####.#.#######
       #.....%...................#
       #..........~~~....%.......#
       #..........~~~......%.....'.....#
       #.........................#.....#
       ########'##################..@..#
              #.#                ######
             #._.#
             #...#
             #####
Inés, bárbara de nivel 4  EXP 14/80  oro 47
V [############] 62/62   M [########] 16/16
> down
#######                                  Vestíbulo
#...._#                                  Nivel 3 de 3
#..@..+
#.....#
###+###








Inés, bárbara de nivel 4  EXP 14/80  oro 47
V [############] 62/62   M [########] 16/16
«El Guardián». Derrota al Guardián de la cripta.
Bajas por la escalera.
Nueva misión: «El Guardián». Derrota al Guardián de la cripta.
> sw
#######                                  Vestíbulo
#...._#                                  Nivel 3 de 3
#.....+
#.@...#
###+###








Inés, bárbara de nivel 4  EXP 14/80  oro 47
V [############] 62/62   M [########] 16/16
«El Guardián». Derrota al Guardián de la cripta.
> se
#######                                  Vestíbulo
#...._#                                  Nivel 3 de 3
#.....+
#.@...#
###'###
   .#
    #






Inés, bárbara de nivel 4  EXP 14/80  oro 47
V [############] 62/62   M [########] 16/16
«El Guardián». Derrota al Guardián de la cripta.
La puerta se abre con un chirrido.
> se
#######                                  Vestíbulo
#...._#                                  Nivel 3 de 3
#.....+
#.....#
###@###
  #.#
  #.#
  #.#
  #.#
  #.+
  ###


Inés, bárbara de nivel 4  EXP 14/80  oro 47
V [############] 62/62   M [########] 16/16
«El Guardián». Derrota al Guardián de la cripta.
> ne
#######                                  Vestíbulo
#...._#                                  Nivel 3 de 3
#.....+
#...@.#
###'###
  #.#
  #.#
  #.#
  #.#
  #.+
  ###


Inés, bárbara de nivel 4  EXP 14/80  oro 47
V [############] 62/62   M [########] 16/16
«El Guardián». Derrota al Guardián de la cripta.
> ne
#######                                  Vestíbulo
#...._#                                  Nivel 3 de 3
#....@+
#.....#
###'###
  #.#
  #.#
  #.#
  #.#
  #.+
  ###


Inés, bárbara de nivel 4  EXP 14/80  oro 47
V [############] 62/62   M [########] 16/16
«El Guardián». Derrota al Guardián de la cripta.
> e
#######  #####                           Vestíbulo
#...._#.......                           Nivel 3 de 3
#....@'....k..
#.....#.......                           A tu alrededor:
###'###  ..!..                           k esqueleto (dormido)
  #.#       #
  #.#
  #.#
  #.#
  #.+
  ###


Inés, bárbara de nivel 4  EXP 14/80  oro 47
V [############] 62/62   M [########] 16/16
«El Guardián». Derrota al Guardián de la cripta.
La puerta se abre con un chirrido.
Ves un esqueleto.
> e
###############                          Vestíbulo
#...._#........                          Nivel 3 de 3
#.....@....k...
#.....#........                          A tu alrededor:
###'###....!...                          k esqueleto (dormido)
  #.#   ###+##
  #.#
  #.#
  #.#
  #.+
  ###


Inés, bárbara de nivel 4  EXP 14/80  oro 47
V [############] 62/62   M [########] 16/16
«El Guardián». Derrota al Guardián de la cripta.
> ne
################                         Osario
#...._#@........                         Nivel 3 de 3
#.....'....k....
#.....#.........                         A tu alrededor:
###'###....!...                          k esqueleto (dormido)
  #.#  ####+###
  #.#
  #.#
  #.#
  #.+
  ###


Inés, bárbara de nivel 4  EXP 14/80  oro 47
V [############] 62/62   M [########] 16/16
«El Guardián». Derrota al Guardián de la cripta.
> e
#################                        Osario
#...._#.@.......#                        Nivel 3 de 3
#.....'....k....+
#.....#.........#                        A tu alrededor:
###'###....!....                         k esqueleto (dormido)
  #.#  ####+####
  #.#
  #.#
  #.#
  #.+
  ###


Inés, bárbara de nivel 4  EXP 14/80  oro 47
V [############] 62/62   M [########] 16/16
«El Guardián». Derrota al Guardián de la cripta.
> e
#################                        Osario
#...._#..@......#                        Nivel 3 de 3
#.....'....k....+
#.....#.........#                        A tu alrededor:
###'###....!....#                        k esqueleto (dormido)
  #.#  ####+####
  #.#
  #.#
  #.#
  #.+
  ###


Inés, bárbara de nivel 4  EXP 14/80  oro 47
V [############] 62/62   M [########] 16/16
«El Guardián». Derrota al Guardián de la cripta.
> e
=== Combate ===
Inés, bárbara de nivel 4
  V [############] 62/62   M [########] 16/16
1) Esqueleto             [########] 24/24
 ¡El esqueleto se despierta!
 ¡Combate contra un esqueleto!
1 atacar  2 habilidad  3 objeto  4 huir
> 2
Tus habilidades:
  1) berserker     1 maná   disponible
  2) desgarro      2 maná   disponible
¿Qué habilidad usas? (un número o un nombre; «atrás» para volver)
? 1
=== Combate ===
Inés, bárbara de nivel 4
  V [############] 62/62   M [########] 15/16
  furia:2
1) Esqueleto             [######--] 19/24
 ¡Inés aúlla, olvida toda prudencia y arremete contra el esqueleto!
 ¡La furia consume a Inés!
 Inés golpea al esqueleto (5).
 El esqueleto no acierta a Inés.
1 atacar  2 habilidad  3 objeto  4 huir
> 2
Tus habilidades:
  1) berserker     1 maná   faltan 4 turnos
  2) desgarro      2 maná   disponible
¿Qué habilidad usas? (un número o un nombre; «atrás» para volver)
? 2
=== Combate ===
Inés, bárbara de nivel 4
  V [############] 61/62   M [#######-] 13/16
  furia:1
1) Esqueleto             [####----] 11/24
 ¡Inés desgarra al esqueleto con un golpe brutal!
 Inés corta al esqueleto (8).
 El esqueleto rasguña a Inés (1).
1 atacar  2 habilidad  3 objeto  4 huir
> 2
Tus habilidades:
  1) berserker     1 maná   faltan 3 turnos
  2) desgarro      2 maná   faltan 2 turnos
¿Qué habilidad usas? (un número o un nombre; «atrás» para volver)
? back
=== Combate ===
Inés, bárbara de nivel 4
  V [############] 61/62   M [#######-] 13/16
  furia:1
1) Esqueleto             [####----] 11/24
1 atacar  2 habilidad  3 objeto  4 huir
> 1
=== Combate ===
Inés, bárbara de nivel 4
  V [############] 61/62   M [#######-] 13/16
1) Esqueleto             [##------] 6/24
 Inés golpea al esqueleto (5).
 La furia de Inés se apaga.
1 atacar  2 habilidad  3 objeto  4 huir
> 2
Tus habilidades:
  1) berserker     1 maná   faltan 2 turnos
  2) desgarro      2 maná   falta 1 turno
¿Qué habilidad usas? (un número o un nombre; «atrás» para volver)
? back
=== Combate ===
Inés, bárbara de nivel 4
  V [############] 61/62   M [#######-] 13/16
1) Esqueleto             [##------] 6/24
1 atacar  2 habilidad  3 objeto  4 huir
> 1
#################                        Osario
#...._#...@.....#                        Nivel 3 de 3
#.....'....%....+
#.....#.........#
###'###....!....#
  #.#  ####+####
  #.#
  #.#
  #.#
  #.+
  ###


Inés, bárbara de nivel 4  EXP 28/80  oro 47
V [############] 61/62   M [#######-] 13/16
«El Guardián». Derrota al Guardián de la cripta.
¡Inés asesta un golpe crítico!
Inés corta al esqueleto (9).
El esqueleto muere.
> sw
#################                        Osario
#...._#.........#                        Nivel 3 de 3
#.....'..@.%....+
#.....#.........#
###'###....!....#
  #.#  ####+####
  #.#
  #.#
  #.#
  #.+
  ###


Inés, bárbara de nivel 4  EXP 28/80  oro 47
V [############] 62/62   M [#######-] 14/16
«El Guardián». Derrota al Guardián de la cripta.
> se
#################                        Osario
#...._#.........#                        Nivel 3 de 3
#.....'....%....+
#.....#...@.....#
###'###....!....#
  #.#  ####+####
  #.#
  #.#
  #.#
  #.+
  ###


Inés, bárbara de nivel 4  EXP 28/80  oro 47
V [############] 62/62   M [#######-] 14/16
«El Guardián». Derrota al Guardián de la cripta.
> se
#################                        Osario
#...._#.........#                        Nivel 3 de 3
#.....'....%....+
#.....#.........#
###'###....@....#
  #.#  ####+####
  #.#
  #.#
  #.#
  #.+
  ###


Inés, bárbara de nivel 4  EXP 28/80  oro 47
V [############] 62/62   M [#######-] 14/16
«El Guardián». Derrota al Guardián de la cripta.
Aquí hay una venda.
> pickup
#################                        Osario
#...._#.........#                        Nivel 3 de 3
#.....'....%....+
#.....#.........#
###'###....@....#
  #.#  ####+####
  #.#
  #.#
  #.#
  #.+
  ###


Inés, bárbara de nivel 4  EXP 28/80  oro 47
V [############] 62/62   M [########] 15/16
«El Guardián». Derrota al Guardián de la cripta.
Recoges una venda.
> i
Empuñas un hacha y vistes una armadura de cuero.
En tu mochila:
  a) seis pociones de curación
  b) cuatro vendas
  c) tres antídotos
> look
#################                        Osario
#...._#.........#                        Nivel 3 de 3
#.....'....%....+
#.....#.........#
###'###....@....#
  #.#  ####+####
  #.#
  #.#
  #.#
  #.+
  ###


Inés, bárbara de nivel 4  EXP 28/80  oro 47
V [############] 62/62   M [########] 15/16
«El Guardián». Derrota al Guardián de la cripta.
> s
#################                        Osario
#...._#.........#                        Nivel 3 de 3
#.....'....%....+
#.....#.........#
###'###....@....#
  #.#  ####'####
  #.#     #.#
  #.#     #.#
  #.#     #.#
  #.+     +.+
  ###     #.#
          #.#
          #+#
Inés, bárbara de nivel 4  EXP 28/80  oro 47
V [############] 62/62   M [########] 15/16
«El Guardián». Derrota al Guardián de la cripta.
La puerta se abre con un chirrido.
> nw
#################                        Osario
#...._#.........#                        Nivel 3 de 3
#.....'....%....+
#.....#...@.....#
###'###.........#
  #.#  ####'####
  #.#     #.#
  #.#     #.#
  #.#     #.#
  #.+     +.+
  ###     #.#
          #.#
          #+#
Inés, bárbara de nivel 4  EXP 28/80  oro 47
V [############] 62/62   M [########] 15/16
«El Guardián». Derrota al Guardián de la cripta.
> nw
#################                        Osario
#...._#.........#                        Nivel 3 de 3
#.....'..@.%....+
#.....#.........#
###'###.........#
  #.#  ####'####
  #.#     #.#
  #.#     #.#
  #.#     #.#
  #.+     +.+
  ###     #.#
          #.#
          #+#
Inés, bárbara de nivel 4  EXP 28/80  oro 47
V [############] 62/62   M [########] 16/16
«El Guardián». Derrota al Guardián de la cripta.
> sw
#################                        Osario
#...._#.........#                        Nivel 3 de 3
#.....'....%....+
#.....#.@.......#
###'###.........#
  #.#  ####'####
  #.#     #.#
  #.#     #.#
  #.#     #.#
  #.+     +.+
  ###     #.#
          #.#
          #+#
Inés, bárbara de nivel 4  EXP 28/80  oro 47
V [############] 62/62   M [########] 16/16
«El Guardián». Derrota al Guardián de la cripta.
> sw
#################                        Osario
#...._#.........#                        Nivel 3 de 3
#.....'....%....+
#.....#.........#
###'###@........#
  #.#  ####'####
  #.#     #.#
  #.#     #.#
  #.#     #.#
  #.+     +.+
  ###     #.#
          #.#
          #+#
Inés, bárbara de nivel 4  EXP 28/80  oro 47
V [############] 62/62   M [########] 16/16
«El Guardián». Derrota al Guardián de la cripta.
> ne
#################                        Osario
#...._#.........#                        Nivel 3 de 3
#.....'....%....+
#.....#.@.......#
###'###.........#
  #.#  ####'####
  #.#     #.#
  #.#     #.#
  #.#     #.#
  #.+     +.+
  ###     #.#
          #.#
          #+#
Inés, bárbara de nivel 4  EXP 28/80  oro 47
V [############] 62/62   M [########] 16/16
«El Guardián». Derrota al Guardián de la cripta.
> ne
#################                        Osario
#...._#.........#                        Nivel 3 de 3
#.....'..@.%....+
#.....#.........#
###'###.........#
  #.#  ####'####
  #.#     #.#
  #.#     #.#
  #.#     #.#
  #.+     +.+
  ###     #.#
          #.#
          #+#
Inés, bárbara de nivel 4  EXP 28/80  oro 47
V [############] 62/62   M [########] 16/16
«El Guardián». Derrota al Guardián de la cripta.
> ne
#################                        Osario
#...._#...@.....#                        Nivel 3 de 3
#.....'....%....+
#.....#.........#
###'###.........#
  #.#  ####'####
  #.#     #.#
  #.#     #.#
  #.#     #.#
  #.+     +.+
  ###     #.#
          #.#
          #+#
Inés, bárbara de nivel 4  EXP 28/80  oro 47
V [############] 62/62   M [########] 16/16
«El Guardián». Derrota al Guardián de la cripta.
> e
#################                        Osario
#...._#....@....#                        Nivel 3 de 3
#.....'....%....+
#.....#.........#
###'###.........#
  #.#  ####'####
  #.#     #.#
  #.#     #.#
  #.#     #.#
  #.+     +.+
  ###     #.#
          #.#
          #+#
Inés, bárbara de nivel 4  EXP 28/80  oro 47
V [############] 62/62   M [########] 16/16
«El Guardián». Derrota al Guardián de la cripta.
> e
#################                        Osario
#...._#.....@...#                        Nivel 3 de 3
#.....'....%....+
#.....#.........#
###'###.........#
  #.#  ####'####
  #.#     #.#
  #.#     #.#
  #.#     #.#
  #.+     +.+
  ###     #.#
          #.#
          #+#
Inés, bárbara de nivel 4  EXP 28/80  oro 47
V [############] 62/62   M [########] 16/16
«El Guardián». Derrota al Guardián de la cripta.
> se
#################                        Osario
#...._#.........#                        Nivel 3 de 3
#.....'....%.@..+
#.....#.........#
###'###.........#
  #.#  ####'####
  #.#     #.#
  #.#     #.#
  #.#     #.#
  #.+     +.+
  ###     #.#
          #.#
          #+#
Inés, bárbara de nivel 4  EXP 28/80  oro 47
V [############] 62/62   M [########] 16/16
«El Guardián». Derrota al Guardián de la cripta.
> se
#################                        Osario
#...._#.........#                        Nivel 3 de 3
#.....'....%....+
#.....#.......@.#
###'###.........#
  #.#  ####'####
  #.#     #.#
  #.#     #.#
  #.#     #.#
  #.+     +.+
  ###     #.#
          #.#
          #+#
Inés, bárbara de nivel 4  EXP 28/80  oro 47
V [############] 62/62   M [########] 16/16
«El Guardián». Derrota al Guardián de la cripta.
> se
#################                        Osario
#...._#.........#                        Nivel 3 de 3
#.....'....%....+
#.....#.........#
###'###........@#
  #.#  ####'####
  #.#     #.#
  #.#     #.#
  #.#     #.#
  #.+     +.+
  ###     #.#
          #.#
          #+#
Inés, bárbara de nivel 4  EXP 28/80  oro 47
V [############] 62/62   M [########] 16/16
«El Guardián». Derrota al Guardián de la cripta.
> n
#################                        Osario
#...._#.........#                        Nivel 3 de 3
#.....'....%....+
#.....#........@#
###'###.........#
  #.#  ####'####
  #.#     #.#
  #.#     #.#
  #.#     #.#
  #.+     +.+
  ###     #.#
          #.#
          #+#
Inés, bárbara de nivel 4  EXP 28/80  oro 47
V [############] 62/62   M [########] 16/16
«El Guardián». Derrota al Guardián de la cripta.
> ne
####################                     Osario
#...._#.........#..                      Nivel 3 de 3
#.....'....%....'.
#.....#........@#
###'###.........#
  #.#  ####'####
  #.#     #.#
  #.#     #.#
  #.#     #.#
  #.+     +.+
  ###     #.#
          #.#
          #+#
Inés, bárbara de nivel 4  EXP 28/80  oro 47
V [############] 62/62   M [########] 16/16
«El Guardián». Derrota al Guardián de la cripta.
La puerta se abre con un chirrido.
> ne
#########################                Osario
#...._#.........#.......#                Nivel 3 de 3
#.....'....%....@...z...#
#.....#.........#.......#                A tu alrededor:
###'###.........####+####                z espectro de escarcha (dormido)
  #.#  ####'####
  #.#     #.#
  #.#     #.#
  #.#     #.#
  #.+     +.+
  ###     #.#
          #.#
          #+#
Inés, bárbara de nivel 4  EXP 28/80  oro 47
V [############] 62/62   M [########] 16/16
«El Guardián». Derrota al Guardián de la cripta.
Ves un espectro de escarcha.
> ne
#########################                Capilla fría
#...._#.........#@......#                Nivel 3 de 3
#.....'....%....'...z...#
#.....#.........#.......#                A tu alrededor:
###'###.........####+####                z espectro de escarcha (dormido)
  #.#  ####'####
  #.#     #.#
  #.#     #.#
  #.#     #.#
  #.+     +.+
  ###     #.#
          #.#
          #+#
Inés, bárbara de nivel 4  EXP 28/80  oro 47
V [############] 62/62   M [########] 16/16
«El Guardián». Derrota al Guardián de la cripta.
> e
#########################                Capilla fría
#...._#.........#.@.....#                Nivel 3 de 3
#.....'....%....'...z...#
#.....#.........#.......#                A tu alrededor:
###'###.........####+####                z espectro de escarcha (dormido)
  #.#  ####'####
  #.#     #.#
  #.#     #.#
  #.#     #.#
  #.+     +.+
  ###     #.#
          #.#
          #+#
Inés, bárbara de nivel 4  EXP 28/80  oro 47
V [############] 62/62   M [########] 16/16
«El Guardián». Derrota al Guardián de la cripta.
> e
#########################                Capilla fría
#...._#.........#..@....#                Nivel 3 de 3
#.....'....%....'...z...#
#.....#.........#.......#                A tu alrededor:
###'###.........####+####                z espectro de escarcha (dormido)
  #.#  ####'####
  #.#     #.#
  #.#     #.#
  #.#     #.#
  #.+     +.+
  ###     #.#
          #.#
          #+#
Inés, bárbara de nivel 4  EXP 28/80  oro 47
V [############] 62/62   M [########] 16/16
«El Guardián». Derrota al Guardián de la cripta.
> se
=== Combate ===
Inés, bárbara de nivel 4
  V [############] 62/62   M [########] 16/16
1) Espectro de escarcha  [######--] 14/20
 ¡Combate contra un espectro de escarcha!
 ¡Inés sorprende al espectro de escarcha dormido!
 Inés corta al espectro de escarcha (6).
1 atacar  2 habilidad  3 objeto  4 huir
> 2
Tus habilidades:
  1) berserker     1 maná   disponible
  2) desgarro      2 maná   disponible
¿Qué habilidad usas? (un número o un nombre; «atrás» para volver)
? 1
#########################                Capilla fría
#...._#.........#..@....#                Nivel 3 de 3
#.....'....%....'...%...#
#.....#.........#.......#
###'###.........####+####
  #.#  ####'####
  #.#     #.#
  #.#     #.#
  #.#     #.#
  #.+     +.+
  ###     #.#
          #.#
          #+#
Inés, bárbara de nivel 4  EXP 43/80  oro 47
V [############] 62/62   M [########] 15/16
furia:3
«El Guardián». Derrota al Guardián de la cripta.
¡Inés aúlla, olvida toda prudencia y arremete contra el espectro de escarcha!
¡La furia consume a Inés!
¡Inés asesta un golpe crítico!
Inés aplasta al espectro de escarcha (22).
El espectro de escarcha muere.
> sw
#########################                Capilla fría
#...._#.........#.......#                Nivel 3 de 3
#.....'....%....'.@.%...#
#.....#.........#.......#
###'###.........####+####
  #.#  ####'####
  #.#     #.#
  #.#     #.#
  #.#     #.#
  #.+     +.+
  ###     #.#
          #.#
          #+#
Inés, bárbara de nivel 4  EXP 43/80  oro 47
V [############] 62/62   M [########] 15/16
furia:2
«El Guardián». Derrota al Guardián de la cripta.
> se
#########################                Capilla fría
#...._#.........#.......#                Nivel 3 de 3
#.....'....%....'...%...#
#.....#.........#..@....#
###'###.........####+####
  #.#  ####'####
  #.#     #.#
  #.#     #.#
  #.#     #.#
  #.+     +.+
  ###     #.#
          #.#
          #+#
Inés, bárbara de nivel 4  EXP 43/80  oro 47
V [############] 62/62   M [########] 15/16
furia:1
«El Guardián». Derrota al Guardián de la cripta.
> se
#########################                Capilla fría
#...._#.........#.......#                Nivel 3 de 3
#.....'....%....'...%...#
#.....#.........#..@....#
###'###.........####'####
  #.#  ####'####    .#
  #.#     #.#        #
  #.#     #.#
  #.#     #.#
  #.+     +.+
  ###     #.#
          #.#
          #+#
Inés, bárbara de nivel 4  EXP 43/80  oro 47
V [############] 62/62   M [########] 16/16
«El Guardián». Derrota al Guardián de la cripta.
La puerta se abre con un chirrido.
La furia de Inés se apaga.
> se
#########################                Capilla fría
#...._#.........#.......#                Nivel 3 de 3
#.....'....%....'...%...#
#.....#.........#.......#                A tu alrededor:
###'###.........####@####                c gato de las sombras (dormido)
  #.#  ####'####   #.#
  #.#     #.#      #.#
  #.#     #.#      #.#
  #.#     #.#      ...
  #.+     +.+      .c.
  ###     #.#      ...
          #.#      #+#
          #+#
Inés, bárbara de nivel 4  EXP 43/80  oro 47
V [############] 62/62   M [########] 16/16
«El Guardián». Derrota al Guardián de la cripta.
Ves un gato de las sombras.
> s
#########################
#...._#.........#.......#                Nivel 3 de 3
#.....'....%....'...%...#
#.....#.........#.......#                A tu alrededor:
###'###.........####'####                c gato de las sombras (dormido)
  #.#  ####'####   #@#
  #.#     #.#      #.#
  #.#     #.#      #.#
  #.#     #.#      ...
  #.+     +.+      .c.
  ###     #.#      ...
          #.#      #+#
          #+#
Inés, bárbara de nivel 4  EXP 43/80  oro 47
V [############] 62/62   M [########] 16/16
«El Guardián». Derrota al Guardián de la cripta.
> s
#########################
#...._#.........#.......#                Nivel 3 de 3
#.....'....%....'...%...#
#.....#.........#.......#                A tu alrededor:
###'###.........####'####                c gato de las sombras (dormido)
  #.#  ####'####   #.#
  #.#     #.#      #@#
  #.#     #.#      #.#
  #.#     #.#      ...
  #.+     +.+      .c.
  ###     #.#     .....
          #.#     ##+##
          #+#
Inés, bárbara de nivel 4  EXP 43/80  oro 47
V [############] 62/62   M [########] 16/16
«El Guardián». Derrota al Guardián de la cripta.
> s
#...._#.........#.......#                Claustro
#.....'....%....'...%...#                Nivel 3 de 3
#.....#.........#.......#
###'###.........####'####                A tu alrededor:
  #.#  ####'####   #.#                   c gato de las sombras (dormido)
  #.#     #.#      #.#
  #.#     #.#      #@#
  #.#     #.#     .....
  #.+     +.+    ...c...
  ###     #.#   #.......#
          #.#   ####+####
          #+#

Inés, bárbara de nivel 4  EXP 43/80  oro 47
V [############] 62/62   M [########] 16/16
«El Guardián». Derrota al Guardián de la cripta.
> sw
=== Combate ===
Inés, bárbara de nivel 4
  V [############] 62/62   M [########] 16/16
1) Gato de las sombras   [########] 18/18  esquiva:3
 ¡El gato de las sombras se despierta!
 ¡Combate contra un gato de las sombras!
 El gato de las sombras se funde con las sombras.
 El gato de las sombras se prepara para esquivar.
1 atacar  2 habilidad  3 objeto  4 huir
> 2
Tus habilidades:
  1) berserker     1 maná   disponible
  2) desgarro      2 maná   disponible
¿Qué habilidad usas? (un número o un nombre; «atrás» para volver)
? 1
=== Combate ===
Inés, bárbara de nivel 4
  V [############] 60/62   M [########] 15/16
  furia:2
1) Gato de las sombras   [########] 18/18  esquiva:2
 ¡Inés aúlla, olvida toda prudencia y arremete contra el gato de las sombras!
 ¡La furia consume a Inés!
 Inés no acierta al gato de las sombras.
 El gato de las sombras rasguña a Inés (2).
1 atacar  2 habilidad  3 objeto  4 huir
> 2
Tus habilidades:
  1) berserker     1 maná   faltan 4 turnos
  2) desgarro      2 maná   disponible
¿Qué habilidad usas? (un número o un nombre; «atrás» para volver)
? 2
#.....'....%....'...%...#                Claustro
#.....#.........#.......#                Nivel 3 de 3
###'###.........####'####
  #.#  ####'####   #.#
  #.#     #.#      #.#
  #.#     #.#   ####.####
  #.#     #.#   #..@....#
  #.+     +.+   +...%...#
  ###     #.#   #.......#
          #.#   ####+####
          #+#


Inés, bárbara de nivel 4  EXP 57/80  oro 47
V [############] 60/62   M [#######-] 13/16
furia:2
«El Guardián». Derrota al Guardián de la cripta.
¡Inés desgarra al gato de las sombras con un golpe brutal!
Inés aplasta al gato de las sombras (16).
El gato de las sombras: ¡herida grave!
El gato de las sombras sangra.
El gato de las sombras sangra con más fuerza (heridas: 4).
El gato de las sombras pierde sangre (4).
El gato de las sombras muere.
> w
#.....'....%....'...%...#                Claustro
#.....#.........#.......#                Nivel 3 de 3
###'###.........####'####
  #.#  ####'####   #.#
  #.#     #.#      #.#
  #.#     #.#   ####.####
  #.#     #.#   #.@.....#
  #.+     +.+   +...%...#
  ###     #.#   #.......#
          #.#   ####+####
          #+#


Inés, bárbara de nivel 4  EXP 57/80  oro 47
V [############] 60/62   M [#######-] 13/16
furia:1
«El Guardián». Derrota al Guardián de la cripta.
> w
#.....'....%....'...%...#                Claustro
#.....#.........#.......#                Nivel 3 de 3
###'###.........####'####
  #.#  ####'####   #.#
  #.#     #.#      #.#
  #.#     #.#   ####.####
  #.#     #.#   #@......#
  #.+     +.+   +...%...#
  ###     #.#   #.......#
          #.#   ####+####
          #+#


Inés, bárbara de nivel 4  EXP 57/80  oro 47
V [############] 61/62   M [#######-] 14/16
«El Guardián». Derrota al Guardián de la cripta.
La furia de Inés se apaga.
> sw
#.....'....%....'...%...#                Claustro
#.....#.........#.......#                Nivel 3 de 3
###'###.........####'####
  #.#  ####'####   #.#
  #.#     #.#      #.#
  #.#     #.#   ####.####
  #.#     #.#   #@......#
  #.+     +.+  .'...%...#
  ###     #.#   #.......#
          #.#   ####+####
          #+#


Inés, bárbara de nivel 4  EXP 57/80  oro 47
V [############] 61/62   M [#######-] 14/16
«El Guardián». Derrota al Guardián de la cripta.
La puerta se abre con un chirrido.
> sw
#.....#.........#.......#                Claustro
###'###.........####'####                Nivel 3 de 3
  #.#  ####'####   #.#
  #.#     #.#      #.#
  #.#     #.#   ####.####
  #.#     #.#   #.......#
  #.+     +.+...@...%...#
  ###     #.#   #.......#
          #.#   ####+####
          #+#



Inés, bárbara de nivel 4  EXP 57/80  oro 47
V [############] 61/62   M [#######-] 14/16
«El Guardián». Derrota al Guardián de la cripta.
> w
#.....#.........#.......#                Claustro
###'###.........####'####                Nivel 3 de 3
  #.#  ####'####   #.#
  #.#     #.#      #.#
  #.#     #.#   ####.####
  #.#     #.#   #.......#
  #.+     +.+..@'...%...#
  ###     #.#   #.......#
          #.#   ####+####
          #+#



Inés, bárbara de nivel 4  EXP 57/80  oro 47
V [############] 62/62   M [########] 15/16
«El Guardián». Derrota al Guardián de la cripta.
> w
#.....#.........#.......#                Claustro
###'###.........####'####                Nivel 3 de 3
  #.#  ####'####   #.#
  #.#     #.#      #.#
  #.#     #.#   ####.####
  #.#     #.#   #.......#
  #.+     +.+.@.'...%...#
  ###     #.#   #.......#
          #.#   ####+####
          #+#



Inés, bárbara de nivel 4  EXP 57/80  oro 47
V [############] 62/62   M [########] 15/16
«El Guardián». Derrota al Guardián de la cripta.
> w
#.....#.........#.......#
###'###.........####'####                Nivel 3 de 3
  #.#  ####'####   #.#
  #.#     #.#      #.#
  #.#     #.#   ####.####
  #.#     #.#   #.......#
  #.+     +.+@..'...%...#
  ###     #.#   #.......#
          #.#   ####+####
          #+#



Inés, bárbara de nivel 4  EXP 57/80  oro 47
V [############] 62/62   M [########] 15/16
«El Guardián». Derrota al Guardián de la cripta.
> w
#.....#.........#.......#
###'###.........####'####                Nivel 3 de 3
  #.#  ####'####   #.#
  #.#     #.#      #.#
  #.#     #.#   ####.####
  #.#     #.#   #.......#
  #.+     +.'@..'...%...#
  ###     #.#   #.......#
          #.#   ####+####
          #+#



Inés, bárbara de nivel 4  EXP 57/80  oro 47
V [############] 62/62   M [########] 16/16
«El Guardián». Derrota al Guardián de la cripta.
La puerta se abre con un chirrido.
> w
#.....#.........#.......#
###'###.........####'####                Nivel 3 de 3
  #.#  ####'####   #.#
  #.#     #.#      #.#
  #.#     #.#   ####.####
  #.#     #.#   #.......#
  #.+     +.@...'...%...#
  ###     #.#   #.......#
          #.#   ####+####
          #+#



Inés, bárbara de nivel 4  EXP 57/80  oro 47
V [############] 62/62   M [########] 16/16
«El Guardián». Derrota al Guardián de la cripta.
> nw
#.....'....%....'...%...#
#.....#.........#.......#                Nivel 3 de 3
###'###.........####'####
  #.#  ####'####   #.#
  #.#     #.#      #.#
  #.#     #.#   ####.####
  #.#     #@#   #.......#
  #.+     +.'...'...%...#
  ###     #.#   #.......#
          #.#   ####+####
          #+#


Inés, bárbara de nivel 4  EXP 57/80  oro 47
V [############] 62/62   M [########] 16/16
«El Guardián». Derrota al Guardián de la cripta.
> sw
#.....'....%....'...%...#
#.....#.........#.......#                Nivel 3 de 3
###'###.........####'####
  #.#  ####'####   #.#
  #.#     #.#      #.#
  #.#     #.#   ####.####
  #.#     #@#   #.......#
  #.+    .'.'...'...%...#
  ###     #.#   #.......#
          #.#   ####+####
          #+#


Inés, bárbara de nivel 4  EXP 57/80  oro 47
V [############] 62/62   M [########] 16/16
«El Guardián». Derrota al Guardián de la cripta.
La puerta se abre con un chirrido.
> sw
#.....#.........#.......#
###'###.........####'####                Nivel 3 de 3
  #.#  ####'####   #.#
  #.#     #.#      #.#
  #.#     #.#   ####.####
  #.#     #.#   #.......#
  #.+.....@.'...'...%...#
  ###     #.#   #.......#
          #.#   ####+####
          #+#



Inés, bárbara de nivel 4  EXP 57/80  oro 47
V [############] 62/62   M [########] 16/16
«El Guardián». Derrota al Guardián de la cripta.
> w
#.....#.........#.......#
###'###.........####'####                Nivel 3 de 3
  #.#  ####'####   #.#
  #.#     #.#      #.#
  #.#     #.#   ####.####
  #.#     #.#   #.......#
  #.+....@'.'...'...%...#
  ###     #.#   #.......#
          #.#   ####+####
          #+#



Inés, bárbara de nivel 4  EXP 57/80  oro 47
V [############] 62/62   M [########] 16/16
«El Guardián». Derrota al Guardián de la cripta.
> w
#.....#.........#.......#
###'###.........####'####                Nivel 3 de 3
  #.#  ####'####   #.#
  #.#     #.#      #.#
  #.#     #.#   ####.####
  #.#     #.#   #.......#
  #.+...@.'.'...'...%...#
  ###     #.#   #.......#
          #.#   ####+####
          #+#



Inés, bárbara de nivel 4  EXP 57/80  oro 47
V [############] 62/62   M [########] 16/16
«El Guardián». Derrota al Guardián de la cripta.
> w
#.....#.........#.......#
###'###.........####'####                Nivel 3 de 3
  #.#  ####'####   #.#
  #.#     #.#      #.#
  #.#     #.#   ####.####
  #.#     #.#   #.......#
  #.+..@..'.'...'...%...#
  ###     #.#   #.......#
          #.#   ####+####
          #+#



Inés, bárbara de nivel 4  EXP 57/80  oro 47
V [############] 62/62   M [########] 16/16
«El Guardián». Derrota al Guardián de la cripta.
> w
#.....#.........#.......#                Vestíbulo
###'###.........####'####                Nivel 3 de 3
  #.#  ####'####   #.#
  #.#     #.#      #.#
  #.#     #.#   ####.####
  #.#     #.#   #.......#
  #.+.@...'.'...'...%...#
  ###     #.#   #.......#
          #.#   ####+####
          #+#



Inés, bárbara de nivel 4  EXP 57/80  oro 47
V [############] 62/62   M [########] 16/16
«El Guardián». Derrota al Guardián de la cripta.
> e
#.....#.........#.......#
###'###.........####'####                Nivel 3 de 3
  #.#  ####'####   #.#
  #.#     #.#      #.#
  #.#     #.#   ####.####
  #.#     #.#   #.......#
  #.+..@..'.'...'...%...#
  ###     #.#   #.......#
          #.#   ####+####
          #+#



Inés, bárbara de nivel 4  EXP 57/80  oro 47
V [############] 62/62   M [########] 16/16
«El Guardián». Derrota al Guardián de la cripta.
> e
#.....#.........#.......#
###'###.........####'####                Nivel 3 de 3
  #.#  ####'####   #.#
  #.#     #.#      #.#
  #.#     #.#   ####.####
  #.#     #.#   #.......#
  #.+...@.'.'...'...%...#
  ###     #.#   #.......#
          #.#   ####+####
          #+#



Inés, bárbara de nivel 4  EXP 57/80  oro 47
V [############] 62/62   M [########] 16/16
«El Guardián». Derrota al Guardián de la cripta.
> e
#.....#.........#.......#
###'###.........####'####                Nivel 3 de 3
  #.#  ####'####   #.#
  #.#     #.#      #.#
  #.#     #.#   ####.####
  #.#     #.#   #.......#
  #.+....@'.'...'...%...#
  ###     #.#   #.......#
          #.#   ####+####
          #+#



Inés, bárbara de nivel 4  EXP 57/80  oro 47
V [############] 62/62   M [########] 16/16
«El Guardián». Derrota al Guardián de la cripta.
> e
#.....#.........#.......#
###'###.........####'####                Nivel 3 de 3
  #.#  ####'####   #.#
  #.#     #.#      #.#
  #.#     #.#   ####.####
  #.#     #.#   #.......#
  #.+.....@.'...'...%...#
  ###     #.#   #.......#
          #.#   ####+####
          #+#



Inés, bárbara de nivel 4  EXP 57/80  oro 47
V [############] 62/62   M [########] 16/16
«El Guardián». Derrota al Guardián de la cripta.
> se
###'###.........####'####
  #.#  ####'####   #.#                   Nivel 3 de 3
  #.#     #.#      #.#
  #.#     #.#   ####.####
  #.#     #.#   #.......#
  #.+.....'.'...'...%...#
  ###     #@#   #.......#
          #.#   ####+####
          #+#




Inés, bárbara de nivel 4  EXP 57/80  oro 47
V [############] 62/62   M [########] 16/16
«El Guardián». Derrota al Guardián de la cripta.
> s
  #.#  ####'####   #.#
  #.#     #.#      #.#                   Nivel 3 de 3
  #.#     #.#   ####.####
  #.#     #.#   #.......#
  #.+.....'.'...'...%...#
  ###     #.#   #.......#
          #@#   ####+####
          #+#





Inés, bárbara de nivel 4  EXP 57/80  oro 47
V [############] 62/62   M [########] 16/16
«El Guardián». Derrota al Guardián de la cripta.
> s
  #.#  ####'####   #.#
  #.#     #.#      #.#                   Nivel 3 de 3
  #.#     #.#   ####.####
  #.#     #.#   #.......#                A tu alrededor:
  #.+.....'.'...'...%...#                X Guardián (dormido)
  ###     #.#   #.......#
          #@#   ####+####
          #'#
          ...
          !..
         .....
         ..X..
         .....
Inés, bárbara de nivel 4  EXP 57/80  oro 47
V [############] 62/62   M [########] 16/16
«El Guardián». Derrota al Guardián de la cripta.
La puerta se abre con un chirrido.
Ves al Guardián.
> s
  #.#     #.#      #.#                   Sala del Guardián
  #.#     #.#   ####.####                Nivel 3 de 3
  #.#     #.#   #.......#
  #.+.....'.'...'...%...#                A tu alrededor:
  ###     #.#   #.......#                X Guardián (dormido)
          #.#   ####+####
          #@#
         .....
        ..!....
       .........
      .....X.....
     .............
     #############
Inés, bárbara de nivel 4  EXP 57/80  oro 47
V [############] 62/62   M [########] 16/16
«El Guardián». Derrota al Guardián de la cripta.
> sw
  #.#     #.#      #.#                   Sala del Guardián
  #.#     #.#   ####.####                Nivel 3 de 3
  #.#     #.#   #.......#
  #.+.....'.'...'...%...#                A tu alrededor:
  ###     #.#   #.......#                X Guardián (dormido)
          #.#   ####+####
    #######'#######
    #.....@.......#
    #.....!.......+
    #.............#
    #......X......
    #.............
    ##############
Inés, bárbara de nivel 4  EXP 57/80  oro 47
V [############] 62/62   M [########] 16/16
«El Guardián». Derrota al Guardián de la cripta.
> sw
  #.#     #.#      #.#                   Sala del Guardián
  #.#     #.#   ####.####                Nivel 3 de 3
  #.#     #.#   #.......#
  #.+.....'.'...'...%...#                A tu alrededor:
  ###     #.#   #.......#                X Guardián
          #.#   ####+####
    #######'#######
    #.............#
    #....@!.......+
    #.............#
    #......X......
    #.............
    ##############
Inés, bárbara de nivel 4  EXP 57/80  oro 47
V [############] 62/62   M [########] 16/16
«El Guardián». Derrota al Guardián de la cripta.
¡El Guardián se despierta!
> se
=== Combate ===
Inés, bárbara de nivel 4
  V [############] 62/62   M [########] 16/16
1) Guardián              [########] 200/200
 ¡Combate contra el Guardián!
1 atacar  2 habilidad  3 objeto  4 huir
> 2
Tus habilidades:
  1) berserker     1 maná   disponible
  2) desgarro      2 maná   disponible
¿Qué habilidad usas? (un número o un nombre; «atrás» para volver)
? 1
=== Combate ===
Inés, bárbara de nivel 4
  V [############] 62/62   M [########] 15/16
  furia:2
1) Guardián              [########] 190/200  sangre:2
 ¡Inés aúlla, olvida toda prudencia y arremete contra el Guardián!
 ¡La furia consume a Inés!
 Inés rasguña al Guardián (9).
 El Guardián sangra.
 El Guardián pierde sangre (1).
 El Guardián usa la habilidad «mandoble».
 El Guardián no acierta a Inés.
1 atacar  2 habilidad  3 objeto  4 huir
> 2
Tus habilidades:
  1) berserker     1 maná   faltan 4 turnos
  2) desgarro      2 maná   disponible
¿Qué habilidad usas? (un número o un nombre; «atrás» para volver)
? 2
=== Combate ===
Inés, bárbara de nivel 4
  V [###########-] 56/62   M [#######-] 13/16
  furia:2
1) Guardián              [#######-] 172/200  sangrex4:2
 ¡Inés desgarra al Guardián con un golpe brutal!
 Inés rasguña al Guardián (14).
 El Guardián sangra con más fuerza (heridas: 4).
 El Guardián pierde sangre (4).
 El Guardián rasguña a Inés (6).
El Guardián ha golpeado y queda al descubierto. ¿Contraatacas?
(sí o no)
? yes
=== Combate ===
Inés, bárbara de nivel 4
  V [###########-] 56/62   M [#######-] 13/16
  furia:1
1) Guardián              [#######-] 163/200  sangrex5:3
 ¡Inés devuelve el golpe al Guardián!
 Inés rasguña al Guardián (9).
 El Guardián sangra con más fuerza (heridas: 5).
1 atacar  2 habilidad  3 objeto  4 huir
> 2
Tus habilidades:
  1) berserker     1 maná   faltan 3 turnos
  2) desgarro      2 maná   faltan 2 turnos
¿Qué habilidad usas? (un número o un nombre; «atrás» para volver)
? back
=== Combate ===
Inés, bárbara de nivel 4
  V [###########-] 56/62   M [#######-] 13/16
  furia:1
1) Guardián              [#######-] 163/200  sangrex5:3
1 atacar  2 habilidad  3 objeto  4 huir
> 1
=== Combate ===
Inés, bárbara de nivel 4
  V [##########--] 50/62   M [#######-] 13/16
  sangre:2
1) Guardián              [######--] 151/200  sangrex5:2
 Inés rasguña al Guardián (7).
 El Guardián pierde sangre (5).
 El Guardián rasguña a Inés (5).
 Inés sangra.
 La furia de Inés se apaga.
 Inés pierde sangre (1).
1 atacar  2 habilidad  3 objeto  4 huir
> 2
Tus habilidades:
  1) berserker     1 maná   faltan 2 turnos
  2) desgarro      2 maná   falta 1 turno
¿Qué habilidad usas? (un número o un nombre; «atrás» para volver)
? back
=== Combate ===
Inés, bárbara de nivel 4
  V [##########--] 50/62   M [#######-] 13/16
  sangre:2
1) Guardián              [######--] 151/200  sangrex5:2
1 atacar  2 habilidad  3 objeto  4 huir
> 1
=== Combate ===
Inés, bárbara de nivel 4
  V [#########---] 49/62   M [#######-] 13/16
  sangre:1
1) Guardián              [######--] 141/200  sangrex5:1
 Inés rasguña al Guardián (5).
 El Guardián pierde sangre (5).
 El Guardián usa la habilidad «mandoble».
 El Guardián no acierta a Inés.
 Inés pierde sangre (1).
1 atacar  2 habilidad  3 objeto  4 huir
> 2
Tus habilidades:
  1) berserker     1 maná   falta 1 turno
  2) desgarro      2 maná   disponible
¿Qué habilidad usas? (un número o un nombre; «atrás» para volver)
? 2
=== Combate ===
Inés, bárbara de nivel 4
  V [#########---] 45/62   M [######--] 11/16
  sangre:1
1) Guardián              [#####---] 123/200  sangrex5:2
 ¡Inés desgarra al Guardián con un golpe brutal!
 Inés rasguña al Guardián (13).
 El Guardián sangra con más fuerza (heridas: 5).
 El Guardián pierde sangre (5).
 El Guardián rasguña a Inés (4).
El Guardián ha golpeado y queda al descubierto. ¿Contraatacas?
(sí o no)
? yes
=== Combate ===
Inés, bárbara de nivel 4
  V [########----] 43/62   M [######--] 11/16
  sangrex2:2
1) Guardián              [#####---] 118/200  sangrex5:2
 ¡Inés devuelve el golpe al Guardián!
 Inés rasguña al Guardián (5).
 Inés sangra con más fuerza (heridas: 2).
 Inés pierde sangre (2).
1 atacar  2 habilidad  3 objeto  4 huir
> 3
Empuñas un hacha y vistes una armadura de cuero.
En tu mochila:
  a) seis pociones de curación
  b) cuatro vendas
  c) tres antídotos
¿Qué objeto usas? (una letra o un nombre; «atrás» para volver)
? b
=== Combate ===
Inés, bárbara de nivel 4
  V [########----] 39/62   M [######--] 11/16
  regen:2 sangre:2
1) Guardián              [#####---] 113/200  sangrex5:1
 Inés usa la venda.
 Las heridas de Inés dejan de sangrar.
 Inés empieza a recuperarse.
 El Guardián pierde sangre (5).
 El Guardián rasguña a Inés (5).
 Inés sangra.
 Inés se recupera (+2).
 Inés pierde sangre (1).
1 atacar  2 habilidad  3 objeto  4 huir
> 2
Tus habilidades:
  1) berserker     1 maná   disponible
  2) desgarro      2 maná   falta 1 turno
¿Qué habilidad usas? (un número o un nombre; «atrás» para volver)
? 1
=== Combate ===
Inés, bárbara de nivel 4
  V [######------] 31/62   M [#####---] 10/16
  regen:1 sangre:1 furia:2
1) Guardián              [####----] 98/200  furia
 ¡Inés aúlla, olvida toda prudencia y arremete contra el Guardián!
 ¡La furia consume a Inés!
 Inés rasguña al Guardián (10).
 El Guardián pierde sangre (5).
 Las heridas del Guardián dejan de sangrar.
 ¡El Guardián ruge y se llena de furia!
 ¡El Guardián descarga la gran hoja sobre Inés!
 El Guardián golpea a Inés (9).
 Inés se recupera (+2).
 Inés pierde sangre (1).
1 atacar  2 habilidad  3 objeto  4 huir
> 2
Tus habilidades:
  1) berserker     1 maná   faltan 4 turnos
  2) desgarro      2 maná   disponible
¿Qué habilidad usas? (un número o un nombre; «atrás» para volver)
? 2
=== Combate ===
Inés, bárbara de nivel 4
  V [####--------] 22/62   M [####----] 8/16
  regen:1 sangre:1 furia:2
1) Guardián              [###-----] 83/200  furia sangrex3:2
 ¡Inés desgarra al Guardián con un golpe brutal!
 Inés rasguña al Guardián (12).
 El Guardián sangra.
 El Guardián pierde sangre (3).
 El Guardián golpea a Inés (9).
El Guardián ha golpeado y queda al descubierto. ¿Contraatacas?
(sí o no)
? yes
=== Combate ===
Inés, bárbara de nivel 4
  V [####--------] 23/62   M [####----] 8/16
  furia:1
1) Guardián              [###-----] 75/200  furia sangrex3:2
 ¡Inés devuelve el golpe al Guardián!
 Inés rasguña al Guardián (8).
 Inés se recupera (+2).
 Inés deja de regenerarse.
 Inés pierde sangre (1).
 Las heridas de Inés dejan de sangrar.
1 atacar  2 habilidad  3 objeto  4 huir
> 3
Empuñas un hacha y vistes una armadura de cuero.
En tu mochila:
  a) seis pociones de curación
  b) tres vendas
  c) tres antídotos
¿Qué objeto usas? (una letra o un nombre; «atrás» para volver)
? a
=== Combate ===
Inés, bárbara de nivel 4
  V [#######-----] 38/62   M [####----] 8/16
1) Guardián              [###-----] 72/200  furia sangrex3:1
 Inés usa la poción de curación.
 Inés se siente mejor (+15).
 El Guardián pierde sangre (3).
 El Guardián no acierta a Inés.
 La furia de Inés se apaga.
1 atacar  2 habilidad  3 objeto  4 huir
> 2
Tus habilidades:
  1) berserker     1 maná   faltan 2 turnos
  2) desgarro      2 maná   falta 1 turno
¿Qué habilidad usas? (un número o un nombre; «atrás» para volver)
? back
=== Combate ===
Inés, bárbara de nivel 4
  V [#######-----] 38/62   M [####----] 8/16
1) Guardián              [###-----] 72/200  furia sangrex3:1
1 atacar  2 habilidad  3 objeto  4 huir
> 1
=== Combate ===
Inés, bárbara de nivel 4
  V [#######-----] 38/62   M [####----] 8/16
1) Guardián              [###-----] 63/200  furia
 Inés rasguña al Guardián (6).
 El Guardián pierde sangre (3).
 Las heridas del Guardián dejan de sangrar.
 El Guardián usa la habilidad «mandoble».
 El Guardián no acierta a Inés.
1 atacar  2 habilidad  3 objeto  4 huir
> 2
Tus habilidades:
  1) berserker     1 maná   falta 1 turno
  2) desgarro      2 maná   disponible
¿Qué habilidad usas? (un número o un nombre; «atrás» para volver)
? 2
=== Combate ===
Inés, bárbara de nivel 4
  V [#######-----] 38/62   M [###-----] 6/16
1) Guardián              [##------] 50/200  furia sangrex3:2
 ¡Inés desgarra al Guardián con un golpe brutal!
 Inés rasguña al Guardián (10).
 El Guardián sangra.
 El Guardián pierde sangre (3).
 El Guardián no acierta a Inés.
1 atacar  2 habilidad  3 objeto  4 huir
> 2
Tus habilidades:
  1) berserker     1 maná   disponible
  2) desgarro      2 maná   faltan 2 turnos
¿Qué habilidad usas? (un número o un nombre; «atrás» para volver)
? 1
=== Combate ===
Inés, bárbara de nivel 4
  V [######------] 31/62   M [###-----] 5/16
  furia:3
1) Guardián              [##------] 38/200  furia sangrex3:1
 ¡Inés aúlla, olvida toda prudencia y arremete contra el Guardián!
 ¡La furia consume a Inés!
 Inés rasguña al Guardián (9).
 El Guardián: ¡herida grave!
 El Guardián pierde sangre (3).
 El Guardián golpea a Inés (7).
El Guardián ha golpeado y queda al descubierto. ¿Contraatacas?
(sí o no)
? yes
=== Combate ===
Inés, bárbara de nivel 4
  V [######------] 30/62   M [###-----] 5/16
  furia:2 sangre:2
1) Guardián              [#-------] 30/200  furia sangrex3:1
 ¡Inés devuelve el golpe al Guardián!
 Inés rasguña al Guardián (8).
 Inés sangra.
 Inés pierde sangre (1).
1 atacar  2 habilidad  3 objeto  4 huir
> 3
Empuñas un hacha y vistes una armadura de cuero.
En tu mochila:
  a) cinco pociones de curación
  b) tres vendas
  c) tres antídotos
¿Qué objeto usas? (una letra o un nombre; «atrás» para volver)
? a
=== Combate ===
Inés, bárbara de nivel 4
  V [#########---] 44/62   M [###-----] 5/16
  furia:1 sangre:1
1) Guardián              [#-------] 27/200  furia
 Inés usa la poción de curación.
 Inés se siente mejor (+15).
 El Guardián pierde sangre (3).
 Las heridas del Guardián dejan de sangrar.
 El Guardián usa la habilidad «mandoble».
 El Guardián no acierta a Inés.
 Inés pierde sangre (1).
1 atacar  2 habilidad  3 objeto  4 huir
> 2
Tus habilidades:
  1) berserker     1 maná   faltan 3 turnos
  2) desgarro      2 maná   disponible
¿Qué habilidad usas? (un número o un nombre; «atrás» para volver)
? 2
=== Combate ===
Inés, bárbara de nivel 4
  V [#######-----] 35/62   M [##------] 3/16
1) Guardián              [#-------] 27/200  furia
 Inés usa la habilidad «desgarro».
 Inés no acierta al Guardián.
 El Guardián golpea a Inés (8).
 La furia de Inés se apaga.
 Inés pierde sangre (1).
 Las heridas de Inés dejan de sangrar.
1 atacar  2 habilidad  3 objeto  4 huir
> 2
Tus habilidades:
  1) berserker     1 maná   faltan 2 turnos
  2) desgarro      2 maná   faltan 2 turnos
¿Qué habilidad usas? (un número o un nombre; «atrás» para volver)
? back
=== Combate ===
Inés, bárbara de nivel 4
  V [#######-----] 35/62   M [##------] 3/16
1) Guardián              [#-------] 27/200  furia
1 atacar  2 habilidad  3 objeto  4 huir
> 1
=== Combate ===
Inés, bárbara de nivel 4
  V [#######-----] 35/62   M [##------] 3/16
1) Guardián              [#-------] 21/200  furia sangre:2
 Inés rasguña al Guardián (5).
 El Guardián sangra.
 El Guardián pierde sangre (1).
 El Guardián no acierta a Inés.
1 atacar  2 habilidad  3 objeto  4 huir
> 2
Tus habilidades:
  1) berserker     1 maná   falta 1 turno
  2) desgarro      2 maná   falta 1 turno
¿Qué habilidad usas? (un número o un nombre; «atrás» para volver)
? back
=== Combate ===
Inés, bárbara de nivel 4
  V [#######-----] 35/62   M [##------] 3/16
1) Guardián              [#-------] 21/200  furia sangre:2
1 atacar  2 habilidad  3 objeto  4 huir
> 1
=== Combate ===
Inés, bárbara de nivel 4
  V [#####-------] 26/62   M [##------] 3/16
1) Guardián              [#-------] 15/200  furia sangre:1
 Inés rasguña al Guardián (5).
 El Guardián pierde sangre (1).
 ¡El Guardián descarga la gran hoja sobre Inés!
 El Guardián golpea a Inés (9).
El Guardián ha golpeado y queda al descubierto. ¿Contraatacas?
(sí o no)
? yes
=== Combate ===
Inés, bárbara de nivel 4
  V [###---------] 17/62   M [##------] 3/16
  sangre:2
1) Guardián              [#-------] 9/200  furia
 ¡Inés devuelve el golpe al Guardián!
 Inés rasguña al Guardián (5).
 El Guardián pierde sangre (1).
 Las heridas del Guardián dejan de sangrar.
 El Guardián golpea a Inés (8).
 Inés sangra.
 Inés pierde sangre (1).
1 atacar  2 habilidad  3 objeto  4 huir
> 3
Empuñas un hacha y vistes una armadura de cuero.
En tu mochila:
  a) cuatro pociones de curación
  b) tres vendas
  c) tres antídotos
¿Qué objeto usas? (una letra o un nombre; «atrás» para volver)
? a
=== Combate ===
Inés, bárbara de nivel 4
  V [######------] 31/62   M [##------] 3/16
  sangre:1
1) Guardián              [#-------] 9/200  furia
 Inés usa la poción de curación.
 Inés se siente mejor (+15).
 El Guardián no acierta a Inés.
 Inés pierde sangre (1).
1 atacar  2 habilidad  3 objeto  4 huir
> 2
Tus habilidades:
  1) berserker     1 maná   disponible
  2) desgarro      2 maná   disponible
¿Qué habilidad usas? (un número o un nombre; «atrás» para volver)
? 1
=== Combate ===
Inés, bárbara de nivel 4
  V [######------] 30/62   M [#-------] 2/16
  furia:2
1) Guardián              [#-------] 9/200  furia
 ¡Inés aúlla, olvida toda prudencia y arremete contra el Guardián!
 ¡La furia consume a Inés!
 Inés no acierta al Guardián.
 El Guardián usa la habilidad «mandoble».
 El Guardián no acierta a Inés.
 Inés pierde sangre (1).
 Las heridas de Inés dejan de sangrar.
1 atacar  2 habilidad  3 objeto  4 huir
> 3
Empuñas un hacha y vistes una armadura de cuero.
En tu mochila:
  a) tres pociones de curación
  b) tres vendas
  c) tres antídotos
¿Qué objeto usas? (una letra o un nombre; «atrás» para volver)
? a
=== Combate ===
Inés, bárbara de nivel 4
  V [########----] 39/62   M [#-------] 2/16
  furia:2
1) Guardián              [#-------] 9/200  furia
 Inés usa la poción de curación.
 Inés se siente mejor (+15).
 El Guardián rasguña a Inés (6).
El Guardián ha golpeado y queda al descubierto. ¿Contraatacas?
(sí o no)
? yes
=== Combate ===
Inés, bárbara de nivel 4
  V [#######-----] 38/62   M [#-------] 2/16
  furia:1 sangre:2
1) Guardián              [#-------] 9/200  furia
 ¡Inés devuelve el golpe al Guardián!
 Inés no acierta al Guardián.
 Inés sangra.
 Inés pierde sangre (1).
1 atacar  2 habilidad  3 objeto  4 huir
> 2
Tus habilidades:
  1) berserker     1 maná   faltan 3 turnos
  2) desgarro      2 maná   disponible
¿Qué habilidad usas? (un número o un nombre; «atrás» para volver)
? 2
=== Combate ===
Inés, bárbara de nivel 5
  V [########----] 46/70   M [########] 18/18
  furia:1 sangre:2
Bajas: el Guardián.
 ¡Inés desgarra al Guardián con un golpe brutal!
 Inés rasguña al Guardián (15).
 El Guardián muere.
 Inés alcanza el nivel 5: más fuerza, rapidez y aguante.
 Misión cumplida: «El Guardián».
 El Guardián cae y la cripta queda en silencio.
El Guardián ha muerto. ¡Has ganado!
El Guardián cayó en el nivel 3 tras 393 turnos.
Inés, bárbara de nivel 5  EXP 77/100  oro 47
V [########----] 46/70   M [########] 18/18
Fuerza 21  Defensa 9  Agilidad 10  Velocidad 120
Efectos al final: furia:1 sangre:2
Inés mató a tres goblins, un lobo, un lobo alfa, un lobo sangriento, un
  diablillo de fuego, un chamán goblin, una araña de cueva, un esqueleto, un
  espectro de escarcha, un gato de las sombras y el Guardián.
Turnos: 393  Bajas: 13  Sangre derramada: 97
Oro encontrado: 47  Nivel más profundo: 3
Misiones cumplidas: 3  Experiencia: 277  Oro gastado: 0
Puntuación: 1474
Los últimos mensajes:
  ¡Inés devuelve el golpe al Guardián!
  Inés no acierta al Guardián.
  Inés sangra.
  Inés pierde sangre (1).
  ¡Inés desgarra al Guardián con un golpe brutal!
  Inés rasguña al Guardián (15).
  El Guardián muere.
  Inés alcanza el nivel 5: más fuerza, rapidez y aguante.
  Misión cumplida: «El Guardián».
  El Guardián cae y la cripta queda en silencio.
La historia de esta partida está escrita en
~/.local/share/bloodtrail/morgue-Inés-4.txt.
Esta partida ocupa el puesto 1 de la tabla de puntuaciones
(~/.local/share/bloodtrail/scores).
