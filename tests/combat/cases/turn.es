¿Cómo se llama tu héroe? (Intro: Inés)
> 
#########
#.......#                                Nivel 1 de 1
#..@w...#
#..g....#                                A tu alrededor:
#########                                w lobo
                                         g goblin







Inés, exploradora de nivel 1  EXP 0/20  oro 0
V [############] 30/30   M [########] 18/18
Inés, la exploradora, se adentra en la oscuridad.
Ves un lobo y un goblin.
> wait
=== Combate ===
Inés, exploradora de nivel 1
  V [############] 30/30   M [########] 18/18
1) Lobo                  [########] 15/15
2) Goblin                [########] 14/14
 ¡Combate contra un lobo y un goblin!
El lobo golpea (3). ¿Lo desvías hacia otro enemigo por 2 de maná?
  2) goblin
(el número del enemigo, o no)
? yes please
Responde con el número de un enemigo, o no.
? 1
El lobo es quien golpea; elige otro enemigo.
? 7
No hay ningún enemigo «7»; elige un número del 1 al 2.
? look
=== Combate ===
Inés, exploradora de nivel 1
  V [############] 30/30   M [########] 18/18
1) Lobo                  [########] 15/15
2) Goblin                [########] 14/14
El lobo golpea (3). ¿Lo desvías hacia otro enemigo por 2 de maná?
  2) goblin
(el número del enemigo, o no)
? 2
=== Combate ===
Inés, exploradora de nivel 1
  V [############] 30/30   M [#######-] 16/18
1) Lobo                  [########] 15/15
2) Goblin                [#######-] 12/14  sangre:3
 ¡Inés se aparta y desvía el golpe del lobo hacia el goblin!
 El lobo golpea al goblin (2).
 El goblin sangra.
1 atacar  2 habilidad  3 objeto  4 huir
> 1
¿A qué enemigo? (un número o un nombre; «atrás» para volver)
? 2
=== Combate ===
Inés, exploradora de nivel 1
  V [###########-] 27/30   M [#######-] 16/18
1) Lobo                  [########] 15/15
2) Goblin                [###-----] 5/14  sangre:2
 Inés corta al goblin (6).
 El goblin pierde sangre (1).
 El goblin golpea a Inés (3).
 El lobo no acierta a Inés.
1 atacar  2 habilidad  3 objeto  4 huir
> La partida está guardada en ~/.local/share/bloodtrail/save.
