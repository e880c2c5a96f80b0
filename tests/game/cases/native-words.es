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
> изток
Comando desconocido «изток»; «ayuda» muestra los comandos.
> osten
Comando desconocido «osten»; «ayuda» muestra los comandos.
> este
##########                               Sala de entrada
#.@......#                               Nivel 1 de 3
#........+
#........#
####+#####








Iva, maga de nivel 1  EXP 0/20  oro 0
V [############] 30/30   M [########] 24/24
«El rastro de sangre». Sigue la sangre hasta la guarida.
> раница
Comando desconocido «раница»; «ayuda» muestra los comandos.
> rucksack
Comando desconocido «rucksack»; «ayuda» muestra los comandos.
> mochila
Empuñas un bastón de roble y vistes una túnica acolchada.
En tu mochila:
  a) dos pociones de curación
  b) antídoto
> east
##########                               Sala de entrada
#..@.....#                               Nivel 1 de 3
#........+
#........#
####+#####








Iva, maga de nivel 1  EXP 0/20  oro 0
V [############] 30/30   M [########] 24/24
«El rastro de sangre». Sigue la sangre hasta la guarida.
> La partida está guardada en ~/.local/share/bloodtrail/save.
