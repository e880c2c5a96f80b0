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
> 3 e
##########                               Sala de entrada
#...@....#                               Nivel 1 de 3
#........+
#........#
####+#####








Iva, maga de nivel 1  EXP 0/20  oro 0
V [############] 30/30   M [########] 24/24
«El rastro de sangre». Sigue la sangre hasta la guarida.
> 3 s
##########                               Sala de entrada
#........#                               Nivel 1 de 3
#........+
#...@....#
####'#####
   #.#
   #.#
   #.#
   #.#
   #.#
   #.#
   #.#

Iva, maga de nivel 1  EXP 0/20  oro 0
V [############] 30/30   M [########] 24/24
«El rastro de sangre». Sigue la sangre hasta la guarida.
La puerta se abre con un chirrido.
> s
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
Iva, maga de nivel 1  EXP 0/20  oro 0
V [############] 30/30   M [########] 24/24
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
Iva, maga de nivel 1  EXP 0/20  oro 0
V [############] 30/30   M [########] 24/24
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
Iva, maga de nivel 1  EXP 0/20  oro 0
V [############] 30/30   M [########] 24/24
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
Iva, maga de nivel 1  EXP 0/20  oro 0
V [############] 29/30   M [########] 24/24
sangre:2
«El rastro de sangre». Sigue la sangre hasta la guarida.
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

Iva, maga de nivel 1  EXP 0/20  oro 0
V [###########-] 28/30   M [########] 24/24
sangre:1
«El rastro de sangre». Sigue la sangre hasta la guarida.
Iva pierde sangre (1).
> wait
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

Iva, maga de nivel 1  EXP 0/20  oro 0
V [###########-] 28/30   M [########] 24/24
«El rastro de sangre». Sigue la sangre hasta la guarida.
Iva pierde sangre (1).
Las heridas de Iva dejan de sangrar.
> messages
Los 9 mensajes hasta ahora:
  Iva, la maga, se adentra en la oscuridad.
  Nueva misión: «El rastro de sangre». Sigue la sangre hasta la guarida.
  La puerta se abre con un chirrido.
  Unos pinchos dentados desgarran a Iva.
  Iva sangra.
  Iva pierde sangre (1).
  Iva pierde sangre (1).
  Iva pierde sangre (1).
  Las heridas de Iva dejan de sangrar.
> m 3
Los últimos 3 de 9 mensajes («mensajes todos» los muestra todos):
  Iva pierde sangre (1).
  Iva pierde sangre (1).
  Las heridas de Iva dejan de sangrar.
> m all
Los 9 mensajes hasta ahora:
  Iva, la maga, se adentra en la oscuridad.
  Nueva misión: «El rastro de sangre». Sigue la sangre hasta la guarida.
  La puerta se abre con un chirrido.
  Unos pinchos dentados desgarran a Iva.
  Iva sangra.
  Iva pierde sangre (1).
  Iva pierde sangre (1).
  Iva pierde sangre (1).
  Las heridas de Iva dejan de sangrar.
> m none
Tras «mensajes» va un número de líneas o «todos», no «none».
> save
La partida está guardada en ~/.local/share/bloodtrail/save.
> quit
La partida está guardada en ~/.local/share/bloodtrail/save.
Hay una partida guardada en ~/.local/share/bloodtrail/save. ¿Quieres
continuarla? (sí/no)
> yes
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

Iva, maga de nivel 1  EXP 0/20  oro 0
V [###########-] 28/30   M [########] 24/24
«El rastro de sangre». Sigue la sangre hasta la guarida.
> m 4
Los últimos 4 de 9 mensajes («mensajes todos» los muestra todos):
  Iva pierde sangre (1).
  Iva pierde sangre (1).
  Iva pierde sangre (1).
  Las heridas de Iva dejan de sangrar.
> wait
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

Iva, maga de nivel 1  EXP 0/20  oro 0
V [###########-] 28/30   M [########] 24/24
«El rastro de sangre». Sigue la sangre hasta la guarida.
> messages all
Los 9 mensajes hasta ahora:
  Iva, la maga, se adentra en la oscuridad.
  Nueva misión: «El rastro de sangre». Sigue la sangre hasta la guarida.
  La puerta se abre con un chirrido.
  Unos pinchos dentados desgarran a Iva.
  Iva sangra.
  Iva pierde sangre (1).
  Iva pierde sangre (1).
  Iva pierde sangre (1).
  Las heridas de Iva dejan de sangrar.
> quit
La partida está guardada en ~/.local/share/bloodtrail/save.
