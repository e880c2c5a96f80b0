##########                               Hall of flasks
#@!?!!?.._                               Nivel 1 de 1
##########










Iva, exploradora de nivel 1  EXP 0/20  oro 0
V [############] 30/30   M [########] 18/18
Iva, la exploradora, se adentra en la oscuridad.
> e
###########                              Hall of flasks
#.@?!!?.._#                              Nivel 1 de 1
###########










Iva, exploradora de nivel 1  EXP 0/20  oro 0
V [############] 30/30   M [########] 18/18
Aquí hay una poción turbia.
> pickup
###########                              Hall of flasks
#.@?!!?.._#                              Nivel 1 de 1
###########










Iva, exploradora de nivel 1  EXP 0/20  oro 0
V [############] 30/30   M [########] 18/18
Recoges una poción turbia.
> e
###########                              Hall of flasks
#..@!!?.._#                              Nivel 1 de 1
###########










Iva, exploradora de nivel 1  EXP 0/20  oro 0
V [############] 30/30   M [########] 18/18
Aquí hay un pergamino arrugado.
> pickup
###########                              Hall of flasks
#..@!!?.._#                              Nivel 1 de 1
###########










Iva, exploradora de nivel 1  EXP 0/20  oro 0
V [############] 30/30   M [########] 18/18
Recoges un pergamino arrugado.
> e
###########                              Hall of flasks
#...@!?.._#                              Nivel 1 de 1
###########










Iva, exploradora de nivel 1  EXP 0/20  oro 0
V [############] 30/30   M [########] 18/18
Aquí hay una poción humeante.
> pickup
###########                              Hall of flasks
#...@!?.._#                              Nivel 1 de 1
###########










Iva, exploradora de nivel 1  EXP 0/20  oro 0
V [############] 30/30   M [########] 18/18
Recoges una poción humeante.
> e
###########                              Hall of flasks
#....@?.._#                              Nivel 1 de 1
###########










Iva, exploradora de nivel 1  EXP 0/20  oro 0
V [############] 30/30   M [########] 18/18
Aquí hay una poción brumosa.
> pickup
###########                              Hall of flasks
#....@?.._#                              Nivel 1 de 1
###########










Iva, exploradora de nivel 1  EXP 0/20  oro 0
V [############] 30/30   M [########] 18/18
Recoges una poción brumosa.
> e
###########                              Hall of flasks
#.....@.._#                              Nivel 1 de 1
###########










Iva, exploradora de nivel 1  EXP 0/20  oro 0
V [############] 30/30   M [########] 18/18
Aquí hay un pergamino manchado.
> pickup
###########                              Hall of flasks
#.....@.._#                              Nivel 1 de 1
###########










Iva, exploradora de nivel 1  EXP 0/20  oro 0
V [############] 30/30   M [########] 18/18
Recoges un pergamino manchado.
> inventory
Empuñas un cuchillo de caza y vistes una armadura de cuero.
En tu mochila:
  a) poción de curación
  b) antídoto
  c) venda
  d) poción turbia
  e) pergamino arrugado
  f) poción humeante
  g) poción brumosa
  h) pergamino manchado
> look d
La poción turbia: no sabes qué hace esta poción. Bébela, o descúbrelo con un
    pergamino de identificación o en un santuario.
> call d stinks
###########                              Hall of flasks
#.....@.._#                              Nivel 1 de 1
###########










Iva, exploradora de nivel 1  EXP 0/20  oro 0
V [############] 30/30   M [########] 18/18
A partir de ahora llamas «stinks» a la poción turbia.
> call e
¿Qué quieres llamar, y cómo? «llama LETRA NOMBRE», por ejemplo «llama b ¿cura?».
> call b heal?
Ya sabes qué es el antídoto; no necesita un nombre tuyo.
> inventory
Empuñas un cuchillo de caza y vistes una armadura de cuero.
En tu mochila:
  a) poción de curación
  b) antídoto
  c) venda
  d) poción turbia, con el nombre «stinks»
  e) pergamino arrugado
  f) poción humeante
  g) poción brumosa
  h) pergamino manchado
> look d
La poción turbia: no sabes qué hace esta poción. Bébela, o descúbrelo con un
    pergamino de identificación o en un santuario.
Tu nombre para esto: «stinks».
> use d
###########                              Hall of flasks
#.....@.._#                              Nivel 1 de 1
###########










Iva, exploradora de nivel 1  EXP 0/20  oro 0
V [############] 30/30   M [########] 18/18
regen:9
Iva usa la poción turbia.
Iva empieza a recuperarse.
La poción turbia era una poción de regeneración.
> use e
###########                              Hall of flasks
#.....@.._#                              Nivel 1 de 1
###########










Iva, exploradora de nivel 1  EXP 0/20  oro 0
V [############] 30/30   M [########] 18/18
regen:8
Iva usa el pergamino arrugado.
La poción humeante es un frasco de veneno.
El pergamino arrugado era un pergamino de identificación.
> use f
###########                              Hall of flasks
#.....@.._#                              Nivel 1 de 1
###########










Iva, exploradora de nivel 1  EXP 0/20  oro 0
V [###########-] 28/30   M [########] 18/18
regen:7 veneno:4
Iva usa el frasco de veneno.
El veneno entra en la sangre de Iva.
El veneno quema a Iva (2).
> call g stone?
###########                              Hall of flasks
#.....@.._#                              Nivel 1 de 1
###########










Iva, exploradora de nivel 1  EXP 0/20  oro 0
V [###########-] 28/30   M [########] 18/18
regen:7 veneno:4
A partir de ahora llamas «stone?» a la poción brumosa.
> quit
La partida está guardada en ~/.local/share/bloodtrail/save.
Hay una partida guardada en ~/.local/share/bloodtrail/save. ¿Quieres
continuarla? (sí/no)
> yes
###########                              Hall of flasks
#.....@.._#                              Nivel 1 de 1
###########










Iva, exploradora de nivel 1  EXP 0/20  oro 0
V [###########-] 28/30   M [########] 18/18
regen:7 veneno:4
> inventory
Empuñas un cuchillo de caza y vistes una armadura de cuero.
En tu mochila:
  a) poción de curación
  b) antídoto
  c) venda
  g) poción brumosa, con el nombre «stone?»
  h) pergamino manchado
> e
###########                              Hall of flasks
#......@._#                              Nivel 1 de 1
###########










Iva, exploradora de nivel 1  EXP 0/20  oro 0
V [###########-] 28/30   M [########] 18/18
regen:6 veneno:3
Iva se recupera (+2).
El veneno quema a Iva (2).
> e
###########                              Hall of flasks
#.......@_#                              Nivel 1 de 1
###########










Iva, exploradora de nivel 1  EXP 0/20  oro 0
V [###########-] 28/30   M [########] 18/18
regen:5 veneno:2
Iva se recupera (+2).
El veneno quema a Iva (2).
> e
###########                              Hall of flasks
#........@#                              Nivel 1 de 1
###########










Iva, exploradora de nivel 1  EXP 0/20  oro 0
V [###########-] 28/30   M [########] 18/18
regen:4 veneno:1
La luz del santuario revela qué es la poción brumosa: una poción de piel pétrea.
La luz del santuario revela qué es el pergamino manchado: un pergamino de
  protección.
Iva se recupera (+2).
El veneno quema a Iva (2).
> inventory
Empuñas un cuchillo de caza y vistes una armadura de cuero.
En tu mochila:
  a) poción de curación
  b) antídoto
  c) venda
  g) poción de piel pétrea
  h) pergamino de protección
> quit
La partida está guardada en ~/.local/share/bloodtrail/save.
