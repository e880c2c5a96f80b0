#########
#..d.d..#                                Nivel 1 de 1
#.r.@.r.#
#...d...#                                A tu alrededor:
#########                                d tres chacales
                                         r dos ratas gigantes







Grom, bárbaro de nivel 1  EXP 0/20  oro 0
V [############] 38/38   M [########] 10/10
Grom, el bárbaro, se adentra en la oscuridad.
Ves tres chacales y dos ratas gigantes.
> wait
=== Combate ===
Grom, bárbaro de nivel 1
  V [###########-] 35/38   M [########] 10/10
1) Chacal 1              [########] 10/10
2) Chacal 2              [########] 10/10
3) Rata gigante 3        [########] 8/8
4) Rata gigante 4        [########] 8/8
5) Chacal 5              [########] 10/10
 ¡Combate contra tres chacales y dos ratas gigantes!
 El chacal 1 rasguña a Grom (1).
 El chacal 2 rasguña a Grom (1).
 El chacal 5 rasguña a Grom (1).
 La rata gigante 3 no acierta a Grom.
 La rata gigante 4 no acierta a Grom.
1 atacar  2 habilidad  3 objeto  4 huir
> 1
¿A qué enemigo? (un número o un nombre; «atrás» para volver)
? 1
=== Combate ===
Grom, bárbaro de nivel 1
  V [##########--] 32/38   M [########] 10/10
1) Chacal 1              [########] 10/10
2) Chacal 2              [########] 10/10
3) Rata gigante 3        [########] 8/8
4) Rata gigante 4        [########] 8/8
5) Chacal 5              [########] 10/10
 Grom no acierta al chacal 1.
 El chacal 1 no acierta a Grom.
 El chacal 2 no acierta a Grom.
 El chacal 5 rasguña a Grom (1).
 La rata gigante 3 rasguña a Grom (1).
 La rata gigante 4 rasguña a Grom (1).
1 atacar  2 habilidad  3 objeto  4 huir
> 1
¿A qué enemigo? (un número o un nombre; «atrás» para volver)
? 2
=== Combate ===
Grom, bárbaro de nivel 1
  V [#########---] 28/38   M [########] 10/10
  sangre:2
1) Chacal 1              [########] 10/10
2) Chacal 2              [####----] 5/10
3) Rata gigante 3        [########] 8/8
4) Rata gigante 4        [########] 8/8
5) Chacal 5              [########] 10/10
 Grom aplasta al chacal 2 (5).
 El chacal 1 rasguña a Grom (1).
 El chacal 2 no acierta a Grom.
 El chacal 5 rasguña a Grom (1).
 La rata gigante 3 rasguña a Grom (1).
 Grom sangra.
 La rata gigante 4 no acierta a Grom.
 Grom pierde sangre (1).
1 atacar  2 habilidad  3 objeto  4 huir
> 1
¿A qué enemigo? (un número o un nombre; «atrás» para volver)
? 2
=== Combate ===
Grom, bárbaro de nivel 1
  V [#######-----] 22/38   M [########] 10/10
  sangre:1
1) Chacal 1              [########] 10/10
3) Rata gigante 3        [########] 8/8
4) Rata gigante 4        [########] 8/8
5) Chacal 5              [########] 10/10
Bajas: un chacal.
 Grom aplasta al chacal 2 (7).
 El chacal 2 muere.
 El chacal 1 rasguña a Grom (2).
 El chacal 5 rasguña a Grom (1).
 La rata gigante 3 rasguña a Grom (1).
 La rata gigante 4 rasguña a Grom (1).
 Grom pierde sangre (1).
1 atacar  2 habilidad  3 objeto  4 huir
> 2
Tus habilidades:
  1) berserker     1 maná   disponible
  2) desgarro      2 maná   disponible
¿Qué habilidad usas? (un número o un nombre; «atrás» para volver)
? 1
¿A qué enemigo? (un número o un nombre; «atrás» para volver)
? 5
=== Combate ===
Grom, bárbaro de nivel 1
  V [#####-------] 16/38   M [#######-] 9/10
  sangrex2:2 furia:2
1) Chacal 1              [########] 10/10
3) Rata gigante 3        [########] 8/8
4) Rata gigante 4        [########] 8/8
5) Chacal 5              [##------] 2/10
Bajas: un chacal.
 ¡Grom aúlla, olvida toda prudencia y arremete contra el chacal 5!
 ¡La furia consume a Grom!
 Grom aplasta al chacal 5 (8).
 El chacal 5: ¡herida grave!
 El chacal 1 no acierta a Grom.
 El chacal 5 rasguña a Grom (2).
 La rata gigante 3 rasguña a Grom (1).
 La rata gigante 4 rasguña a Grom (1).
 Grom sangra con más fuerza (heridas: 2).
 Grom pierde sangre (2).
1 atacar  2 habilidad  3 objeto  4 huir
> La partida está guardada en ~/.local/share/bloodtrail/save.
