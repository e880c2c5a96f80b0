##########                               Sala de entrada
#@.......#                               Nivel 1 de 3
#........+
#........#
####+####








Iva, ranger lvl 1  XP 0/20  gold 0
V [############] 36/36   M [########] 6/6
"El rastro de sangre": Follow the blood to the lair.
Iva the ranger steps into the dark.
New quest: "El rastro de sangre". Follow the blood to the lair.
> e
##########                               Sala de entrada
#.@......#                               Nivel 1 de 3
#........+
#........#
####+#####








Iva, ranger lvl 1  XP 0/20  gold 0
V [############] 36/36   M [########] 6/6
"El rastro de sangre": Follow the blood to the lair.
> e
##########                               Sala de entrada
#..@.....#                               Nivel 1 de 3
#........+
#........#
####+#####








Iva, ranger lvl 1  XP 0/20  gold 0
V [############] 36/36   M [########] 6/6
"El rastro de sangre": Follow the blood to the lair.
> s
##########                               Sala de entrada
#........#                               Nivel 1 de 3
#..@.....+
#........#
####+#####








Iva, ranger lvl 1  XP 0/20  gold 0
V [############] 36/36   M [########] 6/6
"El rastro de sangre": Follow the blood to the lair.
> s
##########                               Sala de entrada
#........#                               Nivel 1 de 3
#........+
#..@.....#
####+#####








Iva, ranger lvl 1  XP 0/20  gold 0
V [############] 36/36   M [########] 6/6
"El rastro de sangre": Follow the blood to the lair.
> se
##########                               Sala de entrada
#........#                               Nivel 1 de 3
#........+
#..@.....#
####'#####
    .#
     #






Iva, ranger lvl 1  XP 0/20  gold 0
V [############] 36/36   M [########] 6/6
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
Iva, ranger lvl 1  XP 0/20  gold 0
V [############] 36/36   M [########] 6/6
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
Iva, ranger lvl 1  XP 0/20  gold 0
V [############] 36/36   M [########] 6/6
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
Iva, ranger lvl 1  XP 0/20  gold 0
V [############] 36/36   M [########] 6/6
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
Iva, ranger lvl 1  XP 0/20  gold 0
V [############] 35/36   M [########] 6/6
sangre:2
"El rastro de sangre": Follow the blood to the lair.
Unos pinchos dentados desgarran a Iva.
Iva sangra.
Iva pierde sangre (1).
> use bandage
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
Iva, ranger lvl 1  XP 0/20  gold 0
V [############] 36/36   M [########] 6/6
regen:2
"El rastro de sangre": Follow the blood to the lair.
Iva uses the venda.
Las heridas de Iva dejan de sangrar.
Iva empieza a recuperarse.
Iva se recupera (+1).
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

Iva, ranger lvl 1  XP 0/20  gold 0
V [############] 36/36   M [########] 6/6
regen:1
"El rastro de sangre": Follow the blood to the lair.
> s
#........#                               Sótanos fríos
####'#####                               Nivel 1 de 3
   #.#
   #.#
   #*#
   #.#
   #@#
   #.#
   #.#
   #.+
   ###


Iva, ranger lvl 1  XP 0/20  gold 0
V [###########-] 34/36   M [########] 6/6
veneno:2
"El rastro de sangre": Follow the blood to the lair.
Una aguja oxidada pincha a Iva.
El veneno entra en la sangre de Iva.
Iva deja de regenerarse.
El veneno quema a Iva (2).
> use antidote
#........#                               Sótanos fríos
####'#####                               Nivel 1 de 3
   #.#
   #.#
   #*#
   #.#
   #@#
   #.#
   #.#
   #.+
   ###


Iva, ranger lvl 1  XP 0/20  gold 0
V [###########-] 34/36   M [########] 6/6
"El rastro de sangre": Follow the blood to the lair.
Iva uses the antidote.
Iva se libra del veneno.
> i
You wield un hunting knife and wear a suit of leather armour.
En tu mochila:
  a) poción de curación
> La partida está guardada en ./bloodtrail/save.
