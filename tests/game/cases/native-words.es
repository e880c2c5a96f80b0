##########                               Sala de entrada
#@.......#                               Nivel 1 de 3
#........+
#........#
####+####








Iva, mage lvl 1  XP 0/20  gold 0
V [############] 30/30   M [########] 12/12
"El rastro de sangre": Follow the blood to the lair.
Iva the mage steps into the dark.
New quest: "El rastro de sangre". Follow the blood to the lair.
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








Iva, mage lvl 1  XP 0/20  gold 0
V [############] 30/30   M [########] 12/12
"El rastro de sangre": Follow the blood to the lair.
> раница
Comando desconocido «раница»; «ayuda» muestra los comandos.
> rucksack
Comando desconocido «rucksack»; «ayuda» muestra los comandos.
> mochila
You wield an oak staff and wear un túnica acolchada.
En tu mochila:
  a) poción de curación
  b) antidote
> east
##########                               Sala de entrada
#..@.....#                               Nivel 1 de 3
#........+
#........#
####+#####








Iva, mage lvl 1  XP 0/20  gold 0
V [############] 30/30   M [########] 12/12
"El rastro de sangre": Follow the blood to the lair.
> La partida está guardada en ./bloodtrail/save.
