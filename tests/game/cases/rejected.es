##########                               Sala de entrada
#@.......#                               Nivel 1 de 3
#........+
#........#
####+####








Iva, bárbara de nivel 1  EXP 0/20  oro 0
V [############] 38/38   M [########] 10/10
«El rastro de sangre». Sigue la sangre hasta la guarida.
Iva, la bárbara, se adentra en la oscuridad.
Nueva misión: «El rastro de sangre». Sigue la sangre hasta la guarida.
> e
##########                               Sala de entrada
#.@......#                               Nivel 1 de 3
#........+
#........#
####+#####








Iva, bárbara de nivel 1  EXP 0/20  oro 0
V [############] 38/38   M [########] 10/10
«El rastro de sangre». Sigue la sangre hasta la guarida.
> e
##########                               Sala de entrada
#..@.....#                               Nivel 1 de 3
#........+
#........#
####+#####








Iva, bárbara de nivel 1  EXP 0/20  oro 0
V [############] 38/38   M [########] 10/10
«El rastro de sangre». Sigue la sangre hasta la guarida.
> s
##########                               Sala de entrada
#........#                               Nivel 1 de 3
#..@.....+
#........#
####+#####








Iva, bárbara de nivel 1  EXP 0/20  oro 0
V [############] 38/38   M [########] 10/10
«El rastro de sangre». Sigue la sangre hasta la guarida.
> s
##########                               Sala de entrada
#........#                               Nivel 1 de 3
#........+
#..@.....#
####+#####








Iva, bárbara de nivel 1  EXP 0/20  oro 0
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






Iva, bárbara de nivel 1  EXP 0/20  oro 0
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
Iva, bárbara de nivel 1  EXP 0/20  oro 0
V [############] 38/38   M [########] 10/10
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
Iva, bárbara de nivel 1  EXP 0/20  oro 0
V [############] 38/38   M [########] 10/10
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
Iva, bárbara de nivel 1  EXP 0/20  oro 0
V [############] 38/38   M [########] 10/10
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
Iva, bárbara de nivel 1  EXP 0/20  oro 0
V [############] 37/38   M [########] 10/10
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

Iva, bárbara de nivel 1  EXP 0/20  oro 0
V [###########-] 36/38   M [########] 10/10
sangre:1
«El rastro de sangre». Sigue la sangre hasta la guarida.
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


Iva, bárbara de nivel 1  EXP 0/20  oro 0
V [##########--] 33/38   M [########] 10/10
veneno:2
«El rastro de sangre». Sigue la sangre hasta la guarida.
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
La poción de curación no es un arma ni una armadura.
> down
Aquí no hay ninguna escalera de bajada.
> pickup
Aquí no hay nada que recoger.
> north now
«north» no admite nada detrás.
> i
Empuñas un hacha y vistes una armadura de cuero.
En tu mochila:
  a) dos pociones de curación
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


Iva, bárbara de nivel 1  EXP 0/20  oro 0
V [##########--] 33/38   M [########] 10/10
veneno:2
«El rastro de sangre». Sigue la sangre hasta la guarida.
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


Iva, bárbara de nivel 1  EXP 0/20  oro 0
V [##########--] 31/38   M [########] 10/10
veneno:1
«El rastro de sangre». Sigue la sangre hasta la guarida.
El veneno quema a Iva (2).
> La partida está guardada en ~/.local/share/bloodtrail/save.
