¿Cómo se llama tu héroe? (Intro: Iva)
> 
#########
#.......#                                Nivel 1 de 1
#.S@g...#
#.......#                                A tu alrededor:
#########                                S chamán goblin
                                         g goblin







Iva, bárbara de nivel 1  EXP 0/20  oro 0
V [############] 48/48   M [########] 4/4
Iva la bárbara se adentra en la oscuridad.
Ves un chamán goblin y un goblin.
> wait
=== Combate ===
Iva, bárbara de nivel 1
  V [############] 48/48   M [########] 4/4
1) Chamán goblin         [########] 20/20
2) Goblin                [########] 14/14
 ¡Combate contra un chamán goblin y un goblin!
1 atacar  2 habilidad  3 objeto  4 huir
> 1
¿A qué enemigo? (un número; «atrás» para volver)
? 3
No hay ningún enemigo «3»; elige un número del 1 al 2.
? 1
=== Combate ===
Iva, bárbara de nivel 1
  V [############] 47/48   M [########] 4/4
  débil:2
1) Chamán goblin         [#####---] 12/20  sangre:2
2) Goblin                [########] 14/14
 Iva corta al chamán goblin (7).
 El chamán goblin sangra.
 El chamán goblin pierde sangre (1).
 ¡El chamán goblin lanza un grito desgarrador!
 Iva se siente débil.
 El goblin rasguña a Iva (1).
1 atacar  2 habilidad  3 objeto  4 huir
> 2
Tus habilidades:
  1) berserker     2 maná   disponible
  2) desgarro      2 maná   disponible
¿Qué habilidad usas? (un número o un nombre; «atrás» para volver)
? 1
=== Combate ===
Iva, bárbara de nivel 1
  V [##########--] 39/48   M [####----] 2/4
  débil:1 ira:2
1) Chamán goblin         [####----] 11/20  sangre:1
2) Goblin                [########] 14/14
 ¡Iva aúlla y abandona toda prudencia!
 ¡La ira se apodera de Iva!
 El chamán goblin pierde sangre (1).
 ¡El chamán goblin asesta un golpe crítico!
 El chamán goblin rasguña a Iva (4).
 El goblin rasguña a Iva (4).
1 atacar  2 habilidad  3 objeto  4 huir
> 1
¿A qué enemigo? (un número; «atrás» para volver)
? 1
=== Combate ===
Iva, bárbara de nivel 1
  V [##########--] 39/48   M [####----] 2/4
  ira:1
1) Chamán goblin         [#-------] 1/20
2) Goblin                [########] 14/14
 Iva aplasta al chamán goblin (9).
 El chamán goblin: ¡herida grave!
 El chamán goblin pierde sangre (1).
 Las heridas del chamán goblin dejan de sangrar.
 El chamán goblin no acierta a Iva.
 El goblin no acierta a Iva.
 Iva recupera las fuerzas.
1 atacar  2 habilidad  3 objeto  4 huir
> 1
¿A qué enemigo? (un número; «atrás» para volver)
? 1
=== Combate ===
Iva, bárbara de nivel 1
  V [#########---] 35/48   M [####----] 2/4
1) Chamán goblin         sin vida
2) Goblin                [########] 14/14
 Iva aplasta al chamán goblin (11).
 El chamán goblin muere.
 El goblin rasguña a Iva (4).
 Iva se calma.
1 atacar  2 habilidad  3 objeto  4 huir
> 1
=== Combate ===
Iva, bárbara de nivel 1
  V [########----] 33/48   M [####----] 2/4
1) Chamán goblin         sin vida
2) Goblin                [###-----] 5/14
 Iva aplasta al goblin (9).
 El goblin rasguña a Iva (2).
1 atacar  2 habilidad  3 objeto  4 huir
> 1
#########
#.......#                                Nivel 1 de 1
#.$@$...#
#.......#
#########








Iva, bárbara de nivel 2  EXP 0/40  oro 0
V [#########---] 39/54   M [########] 6/6
Iva aplasta al goblin (9).
El goblin muere.
Iva alcanza el nivel 2: más fuerza, rapidez y aguante.
> La partida está guardada en ~/.local/share/bloodtrail/save.
