##########                               Sala de entrada
#@.*....>.                               Nivel 1 de 2
#...!.....
##########









Iva, exploradora de nivel 1  EXP 0/20  oro 0
V [############] 30/30   M [########] 18/18
«El rastro de sangre». Sigue la sangre hasta la guarida.
Iva, la exploradora, se adentra en la oscuridad.
Nueva misión: «El rastro de sangre». Sigue la sangre hasta la guarida.
> e
###########                              Sala de entrada
#.@*....>.#                              Nivel 1 de 2
#...!.....#
###########









Iva, exploradora de nivel 1  EXP 0/20  oro 0
V [############] 30/30   M [########] 18/18
«El rastro de sangre». Sigue la sangre hasta la guarida.
> e
Ese suelo está en llamas. ¿Entrar de todos modos? (sí/no)
? no
No se ha hecho nada.
###########                              Sala de entrada
#.@*....>.#                              Nivel 1 de 2
#...!.....#
###########









Iva, exploradora de nivel 1  EXP 0/20  oro 0
V [############] 30/30   M [########] 18/18
«El rastro de sangre». Sigue la sangre hasta la guarida.
> e
Ese suelo está en llamas. ¿Entrar de todos modos? (sí/no)
? yes
###########                              Sala de entrada
#..@....>.#                              Nivel 1 de 2
#...!.....#
###########









Iva, exploradora de nivel 1  EXP 0/20  oro 0
V [###########-] 28/30   M [########] 18/18
fuego:1
«El rastro de sangre». Sigue la sangre hasta la guarida.
Las brasas chamuscan a Iva.
Iva empieza a arder.
Las llamas muerden a Iva (2).
> se
###########                              Sala de entrada
#..*....>.#                              Nivel 1 de 2
#...@.....#
###########









Iva, exploradora de nivel 1  EXP 0/20  oro 0
V [###########-] 27/30   M [########] 18/18
«El rastro de sangre». Sigue la sangre hasta la guarida.
Aquí hay una poción de curación.
Las llamas muerden a Iva (2).
Iva deja de arder.
> pickup
###########                              Sala de entrada
#..*....>.#                              Nivel 1 de 2
#...@.....#
###########









Iva, exploradora de nivel 1  EXP 0/20  oro 0
V [###########-] 27/30   M [########] 18/18
«El rastro de sangre». Sigue la sangre hasta la guarida.
Recoges una poción de curación.
> use a
###########                              Sala de entrada
#..*....>.#                              Nivel 1 de 2
#...@.....#
###########









Iva, exploradora de nivel 1  EXP 0/20  oro 0
V [############] 30/30   M [########] 18/18
«El rastro de sangre». Sigue la sangre hasta la guarida.
Iva usa la poción de curación.
Iva se siente mejor (+3).
> use healing potion
La poción de curación no haría nada: tu vida está completa. ¿Usarla aun así?
(sí/no)
? n
No se ha hecho nada.
###########                              Sala de entrada
#..*....>.#                              Nivel 1 de 2
#...@.....#
###########









Iva, exploradora de nivel 1  EXP 0/20  oro 0
V [############] 30/30   M [########] 18/18
«El rastro de sangre». Sigue la sangre hasta la guarida.
> use antidote
El antídoto no serviría de nada ahora: no padeces nada de lo que cura.
¿Usarlo de todos modos? (sí/no)
? n
No se ha hecho nada.
###########                              Sala de entrada
#..*....>.#                              Nivel 1 de 2
#...@.....#
###########









Iva, exploradora de nivel 1  EXP 0/20  oro 0
V [############] 30/30   M [########] 18/18
«El rastro de sangre». Sigue la sangre hasta la guarida.
> travel
###########                              Sala de entrada
#..*....@.#                              Nivel 1 de 2
#.........#
###########









Iva, exploradora de nivel 1  EXP 0/20  oro 0
V [############] 30/30   M [########] 18/18
«El rastro de sangre». Sigue la sangre hasta la guarida.
> down
La misión «El rastro de sangre» no está cumplida; si bajas, la abandonas para
siempre. ¿Bajar? (sí/no)
? no
No se ha hecho nada.
###########                              Sala de entrada
#..*....@.#                              Nivel 1 de 2
#.........#
###########









Iva, exploradora de nivel 1  EXP 0/20  oro 0
V [############] 30/30   M [########] 18/18
«El rastro de sangre». Sigue la sangre hasta la guarida.
> down
La misión «El rastro de sangre» no está cumplida; si bajas, la abandonas para
siempre. ¿Bajar? (sí/no)
? yes
#######
#.@...#                                  Nivel 2 de 2
#######










Iva, exploradora de nivel 1  EXP 0/20  oro 0
V [############] 30/30   M [########] 18/18
La misión «El rastro de sangre» queda sin cumplir.
Bajas por la escalera.
> quit
La partida está guardada en ~/.local/share/bloodtrail/save.
