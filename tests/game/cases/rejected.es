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
> s
##########                               Sala de entrada
#........#                               Nivel 1 de 3
#..@.....+
#........#
####+#####








Iva, barbarian lvl 1  XP 0/20  gold 0
V [############] 48/48   M [########] 4/4
"El rastro de sangre": Follow the blood to the lair.
> s
##########                               Sala de entrada
#........#                               Nivel 1 de 3
#........+
#..@.....#
####+#####








Iva, barbarian lvl 1  XP 0/20  gold 0
V [############] 48/48   M [########] 4/4
"El rastro de sangre": Follow the blood to the lair.
> se
##########                               Sala de entrada
#........#                               Nivel 1 de 3
#........+
#..@.....#
####'#####
    .#
     #






Iva, barbarian lvl 1  XP 0/20  gold 0
V [############] 48/48   M [########] 4/4
"El rastro de sangre": Follow the blood to the lair.
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
Iva, barbarian lvl 1  XP 0/20  gold 0
V [############] 48/48   M [########] 4/4
"El rastro de sangre": Follow the blood to the lair.
> s
##########                               Sótanos fríos
#........#                               Nivel 1 de 3
#........+
#........#
####'#####
   #@#
   #.#
   #.#
   #.#
   #.#
   #.#
   #.#
   #.+
Iva, barbarian lvl 1  XP 0/20  gold 0
V [############] 48/48   M [########] 4/4
"El rastro de sangre": Follow the blood to the lair.
> s
##########                               Sótanos fríos
#........#                               Nivel 1 de 3
#........+
#........#
####'#####
   #.#
   #@#
   #.#
   #.#
   #.#
   #.#
   #.#
   #.+
Iva, barbarian lvl 1  XP 0/20  gold 0
V [############] 48/48   M [########] 4/4
"El rastro de sangre": Follow the blood to the lair.
> s
#........#                               Sótanos fríos
#........+                               Nivel 1 de 3
#........#
####'#####
   #.#
   #.#
   #@#
   #.#
   #.#
   #.#
   #.#
   #.+
   ###
Iva, barbarian lvl 1  XP 0/20  gold 0
V [############] 47/48   M [########] 4/4
sangre:2
"El rastro de sangre": Follow the blood to the lair.
Unos pinchos dentados desgarran a Iva.
Iva sangra.
Iva pierde sangre (1).
> s
#........+                               Sótanos fríos
#........#                               Nivel 1 de 3
####'#####
   #.#
   #.#
   #*#
   #@#
   #.#
   #.#
   #.#
   #.+
   ###

Iva, barbarian lvl 1  XP 0/20  gold 0
V [############] 46/48   M [########] 4/4
sangre:1
"El rastro de sangre": Follow the blood to the lair.
Iva pierde sangre (1).
> s
#........#                               Sótanos fríos
####'#####                               Nivel 1 de 3
   #.#
   #.#
   #*#
   #,#
   #@#
   #.#
   #.#
   #.+
   ###


Iva, barbarian lvl 1  XP 0/20  gold 0
V [###########-] 43/48   M [########] 4/4
veneno:2
"El rastro de sangre": Follow the blood to the lair.
Una aguja oxidada pincha a Iva.
El veneno entra en la sangre de Iva.
Iva pierde sangre (1).
Las heridas de Iva dejan de sangrar.
El veneno quema a Iva (2).
> w
Una pared te cierra el paso.
> frobnicate
Comando desconocido «frobnicate»; «ayuda» muestra los comandos.
> use 9
No llevas nada llamado «9».
> use elixir
No llevas nada llamado «elixir».
> equip a
El poción de curación is not something to wield or wear.
> down
Aquí no hay escaleras que bajen.
> pickup
Aquí no hay nada que recoger.
> north now
«north» no admite nada detrás.
> i
You wield an axe and wear a suit of leather armour.
En tu mochila:
  a) dos poción de curacións
  b) venda
> look
#........#                               Sótanos fríos
####'#####                               Nivel 1 de 3
   #.#
   #.#
   #*#
   #,#
   #@#
   #.#
   #.#
   #.+
   ###


Iva, barbarian lvl 1  XP 0/20  gold 0
V [###########-] 43/48   M [########] 4/4
veneno:2
"El rastro de sangre": Follow the blood to the lair.
> wait
#........#                               Sótanos fríos
####'#####                               Nivel 1 de 3
   #.#
   #.#
   #*#
   #,#
   #@#
   #.#
   #.#
   #.+
   ###


Iva, barbarian lvl 1  XP 0/20  gold 0
V [##########--] 41/48   M [########] 4/4
veneno:1
"El rastro de sangre": Follow the blood to the lair.
El veneno quema a Iva (2).
> La partida está guardada en ./bloodtrail/save.
