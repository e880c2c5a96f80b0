##########
#@........                               Nivel 1 de 1
##########










Iva, exploradora de nivel 1  EXP 0/20  oro 0
V [############] 30/30   M [########] 18/18
Iva, la exploradora, se adentra en la oscuridad.
> e
###########
#.@........                              Nivel 1 de 1
##########.










Iva, exploradora de nivel 1  EXP 0/20  oro 0
V [############] 29/30   M [########] 18/18
sangre:11
Unos pinchos dentados desgarran a Iva.
Iva sangra.
Iva pierde sangre (1).
> run e
############
#.*,,,,,,,,#                             Nivel 1 de 1
##########,#
         #,#
         #@#
        ...#
       ###.#
         #.#
         #!#
         #>#
         ###


Iva, exploradora de nivel 1  EXP 0/20  oro 0
V [########----] 19/30   M [########] 18/18
Iva pierde sangre (1).
Iva pierde sangre (1).
Iva pierde sangre (1).
Iva pierde sangre (1).
Iva pierde sangre (1).
Iva pierde sangre (1).
Iva pierde sangre (1).
Iva pierde sangre (1).
Iva pierde sangre (1).
Iva pierde sangre (1).
Iva pierde sangre (1).
Las heridas de Iva dejan de sangrar.
> run s
############
#.*,,,,,,,,#                             Nivel 1 de 1
##########,#
         #,#
  ########.#
  .........#
  .#######@#
         #.#
         #!#
         #>#
         ###


Iva, exploradora de nivel 1  EXP 0/20  oro 0
V [########----] 19/30   M [########] 18/18
> explore
############
#.*,,,,,,,,#                             Nivel 1 de 1
##########,#
         #,#
 #########.#
 #.........#
 #@#######.#
 #.#     #.#
 #.#     #!#
 ###     #>#
         ###


Iva, exploradora de nivel 1  EXP 0/20  oro 0
V [#########---] 22/30   M [########] 18/18
Has visto todo lo que puedes alcanzar de este nivel.
> explore
Aquí no queda nada que explorar a tu alcance.
> travel potion
############
#.*,,,,,,,,#                             Nivel 1 de 1
##########,#
         #,#
 #########.#
 #.........#
 #.#######.#
 #.#     #.#
 #.#     #@#
 ###     #>#
         ###


Iva, exploradora de nivel 1  EXP 0/20  oro 0
V [##########--] 25/30   M [########] 18/18
Aquí hay una poción de curación.
> travel >
############
#.*,,,,,,,,#                             Nivel 1 de 1
##########,#
         #,#
 #########.#
 #.........#
 #.#######.#
 #.#     #.#
 #.#     #!#
 ###     #@#
         ###


Iva, exploradora de nivel 1  EXP 0/20  oro 0
V [##########--] 26/30   M [########] 18/18
> quit
La partida está guardada en ~/.local/share/bloodtrail/save.
