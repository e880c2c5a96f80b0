##########                               Sala de entrada
#@.......#                               Nivel 1 de 3
#........+
#........#
####+####








Iva, maga de nivel 1  EXP 0/20  oro 0
V [############] 30/30   M [########] 24/24
«El rastro de sangre». Sigue la sangre hasta la guarida.
Iva, la maga, se adentra en la oscuridad.
Nueva misión: «El rastro de sangre». Sigue la sangre hasta la guarida.
> run e
##########                               Sala de entrada
#.......@#                               Nivel 1 de 3
#........+
#........#
####+#####








Iva, maga de nivel 1  EXP 0/20  oro 0
V [############] 30/30   M [########] 24/24
«El rastro de sangre». Sigue la sangre hasta la guarida.
> se
##########                               Sala de entrada
#.......@#                               Nivel 1 de 3
#........'.
#........#..                             A tu alrededor:
####+#####..g                            g goblin (dormido)
           ###







Iva, maga de nivel 1  EXP 0/20  oro 0
V [############] 30/30   M [########] 24/24
«El rastro de sangre». Sigue la sangre hasta la guarida.
La puerta se abre con un chirrido.
Ves un goblin.
> se
##################                       Sala de entrada
#........#........                       Nivel 1 de 3
#........@........
#........#........                       A tu alrededor:
####+#####..g.....                       g goblin
           ######







Iva, maga de nivel 1  EXP 0/20  oro 0
V [############] 30/30   M [########] 24/24
«El rastro de sangre». Sigue la sangre hasta la guarida.
¡El goblin se despierta!
> e
=== Combate ===
Iva, maga de nivel 1
  V [############] 30/30   M [########] 24/24
1) Goblin                [########] 14/14
 ¡Combate contra un goblin!
1 atacar  2 habilidad  3 objeto  4 huir
> 2 f
###################                      Galería superior
#........#.........                      Nivel 1 de 3
#........'@........
#........#.,.......                      A tu alrededor:
####+#####..g......                      g goblin
         #########







Iva, maga de nivel 1  EXP 0/20  oro 0
V [############] 30/30   M [#######-] 21/24
«El rastro de sangre». Sigue la sangre hasta la guarida.
Iva arroja una bola de fuego contra el goblin.
Iva aplasta al goblin (9).
El goblin empieza a arder.
Las llamas muerden al goblin (3).
El goblin: ¡herida grave!
¡El goblin se zafa y huye, goteando sangre!
> 2 1
El combate ya ha terminado: «2 1» no se ha ejecutado.
> 2 w
El combate ya ha terminado: «2 w» no se ha ejecutado.
> 1
El combate ya ha terminado: «1» no se ha ejecutado.
> e
####################                     Galería superior
#........#..........                     Nivel 1 de 3
#........'.@........
#........#.,........
####+#####..$.......
         #########+







Iva, maga de nivel 1  EXP 6/20  oro 0
V [############] 30/30   M [#######-] 22/24
«El rastro de sangre». Sigue la sangre hasta la guarida.
Las llamas muerden al goblin (3).
El goblin muere.
> quit
La partida está guardada en ~/.local/share/bloodtrail/save.
