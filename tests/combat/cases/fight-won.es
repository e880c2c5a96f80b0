¿Cómo se llama tu héroe? (Intro: Inés)
> 
#########
#.......#                                Nivel 1 de 1
#..@w...#
#.......#                                A tu alrededor:
#########                                w lobo








Inés, bárbara de nivel 1  EXP 0/20  oro 0
V [############] 38/38   M [########] 10/10
Inés, la bárbara, se adentra en la oscuridad.
Ves un lobo.
> i
Empuñas un hacha y vistes una armadura de cuero.
En tu mochila:
  a) dos pociones de curación
  b) venda
> look
#########
#.......#                                Nivel 1 de 1
#..@w...#
#.......#                                A tu alrededor:
#########                                w lobo








Inés, bárbara de nivel 1  EXP 0/20  oro 0
V [############] 38/38   M [########] 10/10
> n
=== Combate ===
Inés, bárbara de nivel 1
  V [###########-] 36/38   M [########] 10/10
  sangre:2
1) Lobo                  [########] 15/15
 ¡Combate contra un lobo!
 El lobo rasguña a Inés (1).
 Inés sangra.
 Inés pierde sangre (1).
1 atacar  2 habilidad  3 objeto  4 huir
> 2
Tus habilidades:
  1) berserker     1 maná   disponible
  2) desgarro      2 maná   disponible
¿Qué habilidad usas? (un número o un nombre; «atrás» para volver)
? 1
=== Combate ===
Inés, bárbara de nivel 1
  V [###########-] 35/38   M [#######-] 9/10
  sangre:1 furia:2
1) Lobo                  [###-----] 5/15
 ¡Inés aúlla, olvida toda prudencia y arremete contra el lobo!
 ¡La furia consume a Inés!
 Inés aplasta al lobo (10).
 Inés pierde sangre (1).
1 atacar  2 habilidad  3 objeto  4 huir
> 2
Tus habilidades:
  1) berserker     1 maná   faltan 4 turnos
  2) desgarro      2 maná   disponible
¿Qué habilidad usas? (un número o un nombre; «atrás» para volver)
? 2
#########
#..@....#                                Nivel 1 de 1
#...%...#
#.......#
#########








Inés, bárbara de nivel 1  EXP 5/20  oro 0
V [###########-] 35/38   M [######--] 7/10
sangre:1 furia:2
¡Inés desgarra al lobo con un golpe brutal!
Inés aplasta al lobo (13).
El lobo muere.
> La partida está guardada en ~/.local/share/bloodtrail/save.
