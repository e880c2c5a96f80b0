¿Cómo se llama tu héroe? (Intro: Inés)
> 
#########
#.......#                                Nivel 1 de 1
#..@k...#
#.......#                                A tu alrededor:
#########                                k esqueleto








Inés, exploradora de nivel 1  EXP 0/20  oro 0
V [############] 30/30   M [########] 18/18
Inés, la exploradora, se adentra en la oscuridad.
Ves un esqueleto.
> i
Empuñas un cuchillo de caza y vistes una armadura de cuero.
En tu mochila:
  a) poción de curación
  b) antídoto
  c) venda
> look
#########
#.......#                                Nivel 1 de 1
#..@k...#
#.......#                                A tu alrededor:
#########                                k esqueleto








Inés, exploradora de nivel 1  EXP 0/20  oro 0
V [############] 30/30   M [########] 18/18
> n
=== Combate ===
Inés, exploradora de nivel 1
  V [############] 30/30   M [########] 18/18
1) Esqueleto             [########] 24/24
 ¡Combate contra un esqueleto!
1 atacar  2 habilidad  3 objeto  4 huir
> 2
Tus habilidades:
  1) evasión       2 maná   disponible
  2) flecha helada 2 maná   disponible
¿Qué habilidad usas? (un número o un nombre; «atrás» para volver)
? 2
=== Combate ===
Inés, exploradora de nivel 1
  V [############] 30/30   M [#######-] 16/18
1) Esqueleto             [#####---] 15/24  frío:2
 Inés lanza una flecha helada contra el esqueleto.
 Inés corta al esqueleto (9).
 El frío atenaza al esqueleto.
 El esqueleto no acierta a Inés.
1 atacar  2 habilidad  3 objeto  4 huir
> 2
Tus habilidades:
  1) evasión       2 maná   disponible
  2) flecha helada 2 maná   falta 1 turno
¿Qué habilidad usas? (un número o un nombre; «atrás» para volver)
? back
=== Combate ===
Inés, exploradora de nivel 1
  V [############] 30/30   M [#######-] 16/18
1) Esqueleto             [#####---] 15/24  frío:2
1 atacar  2 habilidad  3 objeto  4 huir
> 1
=== Combate ===
Inés, exploradora de nivel 1
  V [###########-] 27/30   M [#######-] 16/18
1) Esqueleto             [####----] 13/24  frío:1
 Inés rasguña al esqueleto (2).
 El esqueleto golpea a Inés (3).
1 atacar  2 habilidad  3 objeto  4 huir
> 2
Tus habilidades:
  1) evasión       2 maná   disponible
  2) flecha helada 2 maná   disponible
¿Qué habilidad usas? (un número o un nombre; «atrás» para volver)
? 2
#########
#..@....#                                Nivel 1 de 1
#...)...#
#.......#
#########








Inés, exploradora de nivel 1  EXP 14/20  oro 0
V [###########-] 27/30   M [######--] 14/18
Inés lanza una flecha helada contra el esqueleto.
¡Inés asesta un golpe crítico!
Inés aplasta al esqueleto (22).
El esqueleto muere.
> La partida está guardada en ~/.local/share/bloodtrail/save.
