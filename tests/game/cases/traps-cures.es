##########                               Sala de entrada
#@.......#                               Nivel 1 de 3
#........+
#........#
####+####








Iva, exploradora de nivel 1  EXP 0/20  oro 0
V [############] 30/30   M [########] 18/18
«El rastro de sangre». Sigue la sangre hasta la guarida.
Iva, la exploradora, se adentra en la oscuridad.
Nueva misión: «El rastro de sangre». Sigue la sangre hasta la guarida.
> e
##########                               Sala de entrada
#.@......#                               Nivel 1 de 3
#........+
#........#
####+#####








Iva, exploradora de nivel 1  EXP 0/20  oro 0
V [############] 30/30   M [########] 18/18
«El rastro de sangre». Sigue la sangre hasta la guarida.
> e
##########                               Sala de entrada
#..@.....#                               Nivel 1 de 3
#........+
#........#
####+#####








Iva, exploradora de nivel 1  EXP 0/20  oro 0
V [############] 30/30   M [########] 18/18
«El rastro de sangre». Sigue la sangre hasta la guarida.
> s
##########                               Sala de entrada
#........#                               Nivel 1 de 3
#..@.....+
#........#
####+#####








Iva, exploradora de nivel 1  EXP 0/20  oro 0
V [############] 30/30   M [########] 18/18
«El rastro de sangre». Sigue la sangre hasta la guarida.
> s
##########                               Sala de entrada
#........#                               Nivel 1 de 3
#........+
#..@.....#
####+#####








Iva, exploradora de nivel 1  EXP 0/20  oro 0
V [############] 30/30   M [########] 18/18
«El rastro de sangre». Sigue la sangre hasta la guarida.
> se
##########                               Sala de entrada
#........#                               Nivel 1 de 3
#........+
#..@.....#
####'#####
    .#
     #






Iva, exploradora de nivel 1  EXP 0/20  oro 0
V [############] 30/30   M [########] 18/18
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
Iva, exploradora de nivel 1  EXP 0/20  oro 0
V [############] 30/30   M [########] 18/18
«El rastro de sangre». Sigue la sangre hasta la guarida.
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
Iva, exploradora de nivel 1  EXP 0/20  oro 0
V [############] 30/30   M [########] 18/18
«El rastro de sangre». Sigue la sangre hasta la guarida.
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
Iva, exploradora de nivel 1  EXP 0/20  oro 0
V [############] 30/30   M [########] 18/18
«El rastro de sangre». Sigue la sangre hasta la guarida.
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
Iva, exploradora de nivel 1  EXP 0/20  oro 0
V [############] 29/30   M [########] 18/18
sangre:2
«El rastro de sangre». Sigue la sangre hasta la guarida.
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
Iva, exploradora de nivel 1  EXP 0/20  oro 0
V [############] 30/30   M [########] 18/18
regen:2
«El rastro de sangre». Sigue la sangre hasta la guarida.
Iva usa la venda.
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

Iva, exploradora de nivel 1  EXP 0/20  oro 0
V [############] 30/30   M [########] 18/18
regen:1
«El rastro de sangre». Sigue la sangre hasta la guarida.
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


Iva, exploradora de nivel 1  EXP 0/20  oro 0
V [###########-] 28/30   M [########] 18/18
veneno:2
«El rastro de sangre». Sigue la sangre hasta la guarida.
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


Iva, exploradora de nivel 1  EXP 0/20  oro 0
V [###########-] 28/30   M [########] 18/18
«El rastro de sangre». Sigue la sangre hasta la guarida.
Iva usa el antídoto.
Iva se libra del veneno.
> i
Empuñas un cuchillo de caza y vistes una armadura de cuero.
En tu mochila:
  a) poción de curación
> La partida está guardada en ~/.local/share/bloodtrail/save.
