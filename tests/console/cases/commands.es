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
> 5 e
##########                               Sala de entrada
#.....@..#                               Nivel 1 de 3
#........+
#........#
####+#####








Iva, bárbara de nivel 1  EXP 0/20  oro 0
V [############] 38/38   M [########] 10/10
«El rastro de sangre». Sigue la sangre hasta la guarida.
> run e
##########                               Sala de entrada
#.......@#                               Nivel 1 de 3
#........+
#........#
####+#####








Iva, bárbara de nivel 1  EXP 0/20  oro 0
V [############] 38/38   M [########] 10/10
«El rastro de sangre». Sigue la sangre hasta la guarida.
> run
¿Hacia dónde corres? «corre» y una dirección: «corre e», «corre norte».
> run up
¿Hacia dónde corres? «corre» y una dirección: «corre e», «corre norte».
> travel
Aún no has encontrado la escalera de bajada en este nivel; puedes viajar a la
Sala de entrada.
> travel hall
##########                               Sala de entrada
#........#                               Nivel 1 de 3
#...@....+
#........#
####+#####








Iva, bárbara de nivel 1  EXP 0/20  oro 0
V [############] 38/38   M [########] 10/10
«El rastro de sangre». Sigue la sangre hasta la guarida.
> travel dragons
No conoces ningún lugar llamado «dragons» en este nivel.
> rest
Tu vida y tu maná están completos: no hay por qué descansar.
> 0 e
El número de repeticiones va del 1 al 500; «0» no lo es.
> 3 dance
El número va delante de una dirección o de «espera»: «5 e», «20 espera».
> 3 s
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
La puerta se abre con un chirrido.
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
> rest
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
V [###########-] 35/38   M [########] 10/10
«El rastro de sangre». Sigue la sangre hasta la guarida.
Iva pierde sangre (1).
Las heridas de Iva dejan de sangrar.
> rest
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
V [############] 38/38   M [########] 10/10
«El rastro de sangre». Sigue la sangre hasta la guarida.
Descansas 8 turnos.
> 20 wait
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
V [############] 38/38   M [########] 10/10
«El rastro de sangre». Sigue la sangre hasta la guarida.
> run s
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


Iva, bárbara de nivel 1  EXP 0/20  oro 0
V [###########-] 36/38   M [########] 10/10
veneno:2
«El rastro de sangre». Sigue la sangre hasta la guarida.
Una aguja oxidada pincha a Iva.
El veneno entra en la sangre de Iva.
El veneno quema a Iva (2).
> quit
La partida está guardada en ~/.local/share/bloodtrail/save.
