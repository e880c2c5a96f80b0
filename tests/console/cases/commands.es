##########                               Sala de entrada
#@.......#                               Nivel 1 de 3
#........+
#........#
####+####








Iva, bárbara de nivel 1  EXP 0/20  oro 0
V [############] 38/38   M [########] 10/10
«El rastro de sangre». Sigue la sangre hasta la guarida.
Iva la bárbara se adentra en la oscuridad.
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
No conoces ningún lugar llamado «hall» en este nivel.
> travel dragons
No conoces ningún lugar llamado «dragons» en este nivel.
> rest
Tu vida y tu maná están completos: no hay por qué descansar.
> 0 e
Una cuenta es un número del 1 al 500, no «0».
> 3 dance
Una cuenta va delante de una dirección o de «espera»: «5 e», «20 espera».
> 3 s
##########                               Sala de entrada
#........#                               Nivel 1 de 3
#........+
#.......@#
####+#####








Iva, bárbara de nivel 1  EXP 0/20  oro 0
V [############] 38/38   M [########] 10/10
«El rastro de sangre». Sigue la sangre hasta la guarida.
> s
Una pared te cierra el paso.
> s
Una pared te cierra el paso.
> s
Una pared te cierra el paso.
> s
Una pared te cierra el paso.
> rest
Tu vida y tu maná están completos: no hay por qué descansar.
> rest
Tu vida y tu maná están completos: no hay por qué descansar.
> 20 wait
##########                               Sala de entrada
#........#                               Nivel 1 de 3
#........+
#.......@#
####+#####








Iva, bárbara de nivel 1  EXP 0/20  oro 0
V [############] 38/38   M [########] 10/10
«El rastro de sangre». Sigue la sangre hasta la guarida.
> run s
Una pared te cierra el paso.
> quit
La partida está guardada en ~/.local/share/bloodtrail/save.
