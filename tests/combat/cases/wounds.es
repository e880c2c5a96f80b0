¿Cómo se llama tu héroe? (Intro: Iva)
> 
#########
#.......#                                Nivel 1 de 1
#..@W...#
#.......#                                A tu alrededor:
#########                                W lobo sangriento








Iva, bárbara de nivel 1  EXP 0/20  oro 0
V [############] 38/38   M [########] 10/10
Iva, la bárbara, se adentra en la oscuridad.
Ves un lobo sangriento.
> i
Empuñas un hacha y vistes una armadura de cuero.
En tu mochila:
  a) dos pociones de curación
  b) venda
> look
#########
#.......#                                Nivel 1 de 1
#..@W...#
#.......#                                A tu alrededor:
#########                                W lobo sangriento








Iva, bárbara de nivel 1  EXP 0/20  oro 0
V [############] 38/38   M [########] 10/10
> n
=== Combate ===
Iva, bárbara de nivel 1
  V [##########--] 33/38   M [########] 10/10
1) Lobo sangriento       [########] 22/22
 ¡Combate contra un lobo sangriento!
 ¡El lobo sangriento desgarra a Iva con un golpe brutal!
 El lobo sangriento golpea a Iva (5).
El lobo sangriento ha golpeado y queda al descubierto. ¿Contraatacas?
(sí o no)
? yes
=== Combate ===
Iva, bárbara de nivel 1
  V [#########---] 30/38   M [########] 10/10
  sangrex3:2
1) Lobo sangriento       [######--] 16/22
 ¡Iva devuelve el golpe al lobo sangriento!
 Iva corta al lobo sangriento (6).
 Iva sangra.
 Iva pierde sangre (3).
1 atacar  2 habilidad  3 objeto  4 huir
> 2
Tus habilidades:
  1) berserker     1 maná   disponible
  2) desgarro      2 maná   disponible
¿Qué habilidad usas? (un número o un nombre; «atrás» para volver)
? 1
=== Combate ===
Iva, bárbara de nivel 1
  V [#########---] 27/38   M [#######-] 9/10
  sangrex3:1 furia:2
1) Lobo sangriento       [###-----] 9/22
 ¡Iva aúlla, olvida toda prudencia y arremete contra el lobo sangriento!
 ¡La furia consume a Iva!
 Iva corta al lobo sangriento (7).
 Iva pierde sangre (3).
1 atacar  2 habilidad  3 objeto  4 huir
> 2
Tus habilidades:
  1) berserker     1 maná   faltan 4 turnos
  2) desgarro      2 maná   disponible
¿Qué habilidad usas? (un número o un nombre; «atrás» para volver)
? 2
=== Combate ===
Iva, bárbara de nivel 1
  V [########----] 24/38   M [######--] 7/10
  furia:1
1) Lobo sangriento       [###-----] 9/22
 Iva usa la habilidad «desgarro».
 Iva no acierta al lobo sangriento.
 El lobo sangriento no acierta a Iva.
 Iva pierde sangre (3).
 Las heridas de Iva dejan de sangrar.
1 atacar  2 habilidad  3 objeto  4 huir
> 2
Tus habilidades:
  1) berserker     1 maná   faltan 3 turnos
  2) desgarro      2 maná   faltan 2 turnos
¿Qué habilidad usas? (un número o un nombre; «atrás» para volver)
? back
=== Combate ===
Iva, bárbara de nivel 1
  V [########----] 24/38   M [######--] 7/10
  furia:1
1) Lobo sangriento       [###-----] 9/22
1 atacar  2 habilidad  3 objeto  4 huir
> 1
=== Combate ===
Iva, bárbara de nivel 1
  V [#######-----] 23/38   M [######--] 7/10
1) Lobo sangriento       [#-------] 2/22  sangre:2
 Iva corta al lobo sangriento (6).
 El lobo sangriento: ¡herida grave!
 El lobo sangriento sangra.
 El lobo sangriento pierde sangre (1).
 El lobo sangriento rasguña a Iva (1).
 La furia de Iva se apaga.
1 atacar  2 habilidad  3 objeto  4 huir
> 2
Tus habilidades:
  1) berserker     1 maná   faltan 2 turnos
  2) desgarro      2 maná   falta 1 turno
¿Qué habilidad usas? (un número o un nombre; «atrás» para volver)
? back
=== Combate ===
Iva, bárbara de nivel 1
  V [#######-----] 23/38   M [######--] 7/10
1) Lobo sangriento       [#-------] 2/22  sangre:2
1 atacar  2 habilidad  3 objeto  4 huir
> 1
#########
#..@....#                                Nivel 1 de 1
#...%...#
#.......#
#########








Iva, bárbara de nivel 1  EXP 10/20  oro 0
V [#######-----] 23/38   M [######--] 7/10
Iva golpea al lobo sangriento (4).
El lobo sangriento muere.
> La partida está guardada en ~/.local/share/bloodtrail/save.
