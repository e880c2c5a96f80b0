
                                         Nivel 1 de 10



         ######+##
         +.....@.#
         #.......#
         #.......#
         #.......#
         #########


Iva, bárbara de nivel 1  EXP 0/20  oro 0
V [############] 38/38   M [########] 10/10
Iva, la bárbara, se adentra en la oscuridad.
> 3 n

                                         Nivel 1 de 10



         #.##########
         #.....@$...+
         ######'#####
         +.......#
         #.......#
         #.......#
         #.......#
         #########
Iva, bárbara de nivel 1  EXP 0/20  oro 0
V [############] 38/38   M [########] 10/10
La puerta se abre con un chirrido.
> 34 e
.                 ...   .#
.               ###.####.##              Nivel 1 de 10
.               #.?.$......#
#               #..........#
#               #..........##
#################............
.....'..........'...@......#
.....###################+###
######




Iva, bárbara de nivel 1  EXP 0/20  oro 9
V [###########-] 36/38   M [########] 10/10
veneno:2
Recoges 9 monedas de oro.
La puerta se abre con un chirrido.
La puerta se abre con un chirrido.
La puerta se abre con un chirrido.
Una aguja oxidada pincha a Iva.
El veneno entra en la sangre de Iva.
El veneno quema a Iva (2).
> 1 e
                 ...   .#
               ###.####.###              Nivel 1 de 10
               #.?.$......#
               #..........#
               #..........###
################.............
....'..........'...^@.....#
....###################+###
#####




Iva, bárbara de nivel 1  EXP 0/20  oro 9
V [###########-] 34/38   M [########] 10/10
veneno:1
El veneno quema a Iva (2).
> look ^
^ trampa descubierta: aguja envenenada
> 1 w
Ahí hay una aguja envenenada. ¿Pisar de todos modos? (sí/no)
? no
No se ha hecho nada.
                 ...   .#
               ###.####.###              Nivel 1 de 10
               #.?.$......#
               #..........#
               #..........###
################.............
....'..........'...^@.....#
....###################+###
#####




Iva, bárbara de nivel 1  EXP 0/20  oro 9
V [###########-] 34/38   M [########] 10/10
veneno:1
> La partida está guardada en ~/.local/share/bloodtrail/save.
