¿Cómo se llama tu héroe? (Intro: Iva)
> 
#########
#.......#                                Nivel 1 de 1
#..@c...#
#.......#                                A tu alrededor:
#########                                c gato de las sombras








Iva, exploradora de nivel 1  EXP 0/20  oro 0
V [############] 36/36   M [########] 6/6
Iva la exploradora se adentra en la oscuridad.
Ves un gato de las sombras.
> wait
=== Combate ===
Iva, exploradora de nivel 1
  V [############] 36/36   M [########] 6/6
1) Gato de las sombras   [########] 18/18  esquiv:3
 ¡Combate contra un gato de las sombras!
 El gato de las sombras se funde con las sombras.
 El gato de las sombras se prepara para esquivar.
1 atacar  2 habilidad  3 objeto  4 huir
> 1
=== Combate ===
Iva, exploradora de nivel 1
  V [###########-] 32/36   M [########] 6/6
1) Gato de las sombras   [#####---] 12/18  esquiv:2 sangre:2
 Iva corta al gato de las sombras (5).
 El gato de las sombras sangra.
 El gato de las sombras pierde sangre (1).
 El gato de las sombras golpea a Iva (4).
1 atacar  2 habilidad  3 objeto  4 huir
> 1
=== Combate ===
Iva, exploradora de nivel 1
  V [#########---] 28/36   M [########] 6/6
1) Gato de las sombras   [#####---] 11/18  esquiv:1 sangre:1
 El gato de las sombras esquiva el golpe.
 El gato de las sombras pierde sangre (1).
 El gato de las sombras golpea a Iva (4).
1 atacar  2 habilidad  3 objeto  4 huir
> 2
Tus habilidades:
  1) evasión       2 maná   disponible
  2) flecha helada 2 maná   disponible
¿Qué habilidad usas? (un número o un nombre; «atrás» para volver)
? 1
=== Combate ===
Iva, exploradora de nivel 1
  V [#########---] 28/36   M [#####---] 4/6
  esquiv:2
1) Gato de las sombras   [####----] 10/18
 Iva se mueve con pasos ligeros.
 Iva se prepara para esquivar.
 El gato de las sombras deja de esquivar.
 El gato de las sombras pierde sangre (1).
 Las heridas del gato de las sombras dejan de sangrar.
 Iva esquiva el golpe.
1 atacar  2 habilidad  3 objeto  4 huir
> 1
=== Combate ===
Iva, exploradora de nivel 1
  V [#########---] 28/36   M [#####---] 4/6
  esquiv:1
1) Gato de las sombras   [##------] 4/18  sangre:2
 Iva corta al gato de las sombras (5).
 El gato de las sombras sangra.
 El gato de las sombras pierde sangre (1).
 El gato de las sombras: ¡herida grave!
 Iva esquiva el golpe.
1 atacar  2 habilidad  3 objeto  4 huir
> 1
=== Combate ===
Iva, exploradora de nivel 1
  V [#########---] 28/36   M [#####---] 4/6
1) Gato de las sombras   [#-------] 3/18  sangre:1 esquiv:3
 Iva no acierta al gato de las sombras.
 El gato de las sombras pierde sangre (1).
 El gato de las sombras se funde con las sombras.
 El gato de las sombras se prepara para esquivar.
 Iva deja de esquivar.
1 atacar  2 habilidad  3 objeto  4 huir
> 1
#########
#.......#                                Nivel 1 de 1
#..@%...#
#.......#
#########








Iva, exploradora de nivel 1  EXP 14/20  oro 0
V [#########---] 28/36   M [#####---] 4/6
Iva corta al gato de las sombras (6).
El gato de las sombras muere.
> La partida está guardada en ~/.local/share/bloodtrail/save.
