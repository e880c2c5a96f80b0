##########                               Sala de entrada
#@,.......                               Nivel 1 de 1
#..,......
#...,.....
#####+###








Iva, exploradora de nivel 1  EXP 0/20  oro 0
V [############] 30/30   M [########] 18/18
«El rastro de sangre». Sigue la sangre hasta la guarida.
Iva, la exploradora, se adentra en la oscuridad.
Nueva misión: «El rastro de sangre». Sigue la sangre hasta la guarida.
> follow
############                             Sala de entrada
#.,.........#                            Nivel 1 de 1
#..,........#
#...@.......#                            A tu alrededor:
#####'#######                            L lobo alfa (dormido)
     .,.
      ...
       ...
        ...
         .L



Iva, exploradora de nivel 1  EXP 0/20  oro 0
V [############] 30/30   M [########] 18/18
«El rastro de sangre». Sigue la sangre hasta la guarida.
La puerta se abre con un chirrido.
Ves un lobo alfa.
> follow
############                             Guarida de los lobos
#.,.........#                            Nivel 1 de 1
#..,........#
#...,.......#                            A tu alrededor:
#####'#######                            L lobo alfa (dormido)
#.....,.....#
#...........#
#.....,.....#
#......@....#
#.........L.#
#############


Iva, exploradora de nivel 1  EXP 0/20  oro 0
V [############] 30/30   M [########] 18/18
«El rastro de sangre». Sigue la sangre hasta la guarida.
El rastro termina aquí.
> follow
Aquí no hay ningún rastro de sangre que seguir.
> La partida está guardada en ~/.local/share/bloodtrail/save.
