¿Cómo se llama tu héroe? (Intro: Inés)
> 
#########
#.......#                                Nivel 1 de 1
#..@c...#
#.......#                                A tu alrededor:
#########                                c gato de las sombras








Inés, exploradora de nivel 1  EXP 0/20  oro 0
V [############] 30/30   M [########] 18/18
Inés, la exploradora, se adentra en la oscuridad.
Ves un gato de las sombras.
> i
Empuñas un cuchillo de caza y vistes una armadura de cuero.
En tu mochila:
  a) poción de curación
  b) antídoto
  c) venda
> look
#########
#.......#                                Nivel 1 de 1
#..@c...#
#.......#                                A tu alrededor:
#########                                c gato de las sombras








Inés, exploradora de nivel 1  EXP 0/20  oro 0
V [############] 30/30   M [########] 18/18
> n
=== Combate ===
Inés, exploradora de nivel 1
  V [############] 30/30   M [########] 18/18
1) Gato de las sombras   [########] 18/18  esquiva:3
 ¡Combate contra un gato de las sombras!
 El gato de las sombras se funde con las sombras.
 El gato de las sombras se prepara para esquivar.
1 atacar  2 habilidad  3 objeto  4 huir
> 2
Tus habilidades:
  1) evasión       2 maná   disponible
  2) flecha helada 2 maná   disponible
¿Qué habilidad usas? (un número o un nombre; «atrás» para volver)
? 2
=== Combate ===
Inés, exploradora de nivel 1
  V [##########--] 26/30   M [#######-] 16/18
1) Gato de las sombras   [###-----] 7/18  esquiva:2 sangre:2 frío:2
 Inés lanza una flecha helada contra el gato de las sombras.
 Inés aplasta al gato de las sombras (10).
 El gato de las sombras sangra.
 El frío atenaza al gato de las sombras.
 El gato de las sombras pierde sangre (1).
 El gato de las sombras golpea a Inés (4).
1 atacar  2 habilidad  3 objeto  4 huir
> 2
Tus habilidades:
  1) evasión       2 maná   disponible
  2) flecha helada 2 maná   falta 1 turno
¿Qué habilidad usas? (un número o un nombre; «atrás» para volver)
? back
=== Combate ===
Inés, exploradora de nivel 1
  V [##########--] 26/30   M [#######-] 16/18
1) Gato de las sombras   [###-----] 7/18  esquiva:2 sangre:2 frío:2
1 atacar  2 habilidad  3 objeto  4 huir
> 1
=== Combate ===
Inés, exploradora de nivel 1
  V [#########---] 22/30   M [#######-] 16/18
1) Gato de las sombras   [###-----] 6/18  esquiva:1 sangre:1 frío:1
 El gato de las sombras esquiva el golpe.
 El gato de las sombras pierde sangre (1).
 El gato de las sombras golpea a Inés (4).
1 atacar  2 habilidad  3 objeto  4 huir
> 2
Tus habilidades:
  1) evasión       2 maná   disponible
  2) flecha helada 2 maná   disponible
¿Qué habilidad usas? (un número o un nombre; «atrás» para volver)
? 1
=== Combate ===
Inés, exploradora de nivel 1
  V [##########--] 26/30   M [######--] 14/18
  esquiva:2
1) Gato de las sombras   [##------] 5/18
 Inés se mueve con pies ligeros y se lanza contra el gato de las sombras.
 Inés se prepara para esquivar.
 Inés se siente mejor (+4).
 El gato de las sombras esquiva el golpe.
 El gato de las sombras deja de esquivar.
 El gato de las sombras pierde sangre (1).
 Las heridas del gato de las sombras dejan de sangrar.
 El gato de las sombras vuelve a entrar en calor.
 Inés esquiva el golpe.
1 atacar  2 habilidad  3 objeto  4 huir
> 2
Tus habilidades:
  1) evasión       2 maná   faltan 3 turnos
  2) flecha helada 2 maná   disponible
¿Qué habilidad usas? (un número o un nombre; «atrás» para volver)
? 2
#########
#..@....#                                Nivel 1 de 1
#...%...#
#.......#
#########








Inés, exploradora de nivel 1  EXP 14/20  oro 0
V [##########--] 26/30   M [#####---] 12/18
esquiva:2
Inés lanza una flecha helada contra el gato de las sombras.
Inés aplasta al gato de las sombras (11).
El gato de las sombras muere.
> La partida está guardada en ~/.local/share/bloodtrail/save.
