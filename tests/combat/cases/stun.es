¿Cómo se llama tu héroe? (Intro: Inés)
> 
#########
#.......#                                Nivel 1 de 1
#.k@k...#
#.......#                                A tu alrededor:
#########                                k dos esqueletos








Inés, bárbara de nivel 1  EXP 0/20  oro 0
V [############] 38/38   M [########] 10/10
Inés, la bárbara, se adentra en la oscuridad.
Ves dos esqueletos.
> i
Empuñas un hacha y vistes una armadura de cuero.
En tu mochila:
  a) dos pociones de curación
  b) venda
> look
#########
#.......#                                Nivel 1 de 1
#.k@k...#
#.......#                                A tu alrededor:
#########                                k dos esqueletos








Inés, bárbara de nivel 1  EXP 0/20  oro 0
V [############] 38/38   M [########] 10/10
> nw
=== Combate ===
Inés, bárbara de nivel 1
  V [############] 38/38   M [########] 10/10
1) Esqueleto 1           [########] 24/24
2) Esqueleto 2           [########] 24/24
 ¡Combate contra dos esqueletos!
1 atacar  2 habilidad  3 objeto  4 huir
> 2
Tus habilidades:
  1) berserker     1 maná   disponible
  2) desgarro      2 maná   disponible
¿Qué habilidad usas? (un número o un nombre; «atrás» para volver)
? 1
¿A qué enemigo? (un número o un nombre; «atrás» para volver)
? 1
=== Combate ===
Inés, bárbara de nivel 1
  V [##########--] 33/38   M [#######-] 9/10
  furia:3
1) Esqueleto 1           [######--] 19/24
2) Esqueleto 2           [########] 24/24
 ¡Inés aúlla, olvida toda prudencia y arremete contra el esqueleto 1!
 ¡La furia consume a Inés!
 Inés golpea al esqueleto 1 (5).
 El esqueleto 1 rasguña a Inés (2).
 El esqueleto 2 rasguña a Inés (3).
El esqueleto 2 ha golpeado y queda al descubierto. ¿Contraatacas?
(sí o no)
? yes
=== Combate ===
Inés, bárbara de nivel 1
  V [##########--] 33/38   M [#######-] 9/10
  furia:2
1) Esqueleto 1           [######--] 19/24
2) Esqueleto 2           [#######-] 20/24
 ¡Inés devuelve el golpe al esqueleto 2!
 Inés golpea al esqueleto 2 (4).
1 atacar  2 habilidad  3 objeto  4 huir
> 2
Tus habilidades:
  1) berserker     1 maná   faltan 4 turnos
  2) desgarro      2 maná   disponible
¿Qué habilidad usas? (un número o un nombre; «atrás» para volver)
? 2
¿A qué enemigo? (un número o un nombre; «atrás» para volver)
? 1
=== Combate ===
Inés, bárbara de nivel 1
  V [##########--] 31/38   M [######--] 7/10
  furia:1
1) Esqueleto 1           [####----] 12/24
2) Esqueleto 2           [#######-] 20/24
 ¡Inés desgarra al esqueleto 1 con un golpe brutal!
 Inés corta al esqueleto 1 (7).
 El esqueleto 1 no acierta a Inés.
 El esqueleto 2 rasguña a Inés (2).
1 atacar  2 habilidad  3 objeto  4 huir
> 2
Tus habilidades:
  1) berserker     1 maná   faltan 3 turnos
  2) desgarro      2 maná   faltan 2 turnos
¿Qué habilidad usas? (un número o un nombre; «atrás» para volver)
? back
=== Combate ===
Inés, bárbara de nivel 1
  V [##########--] 31/38   M [######--] 7/10
  furia:1
1) Esqueleto 1           [####----] 12/24
2) Esqueleto 2           [#######-] 20/24
1 atacar  2 habilidad  3 objeto  4 huir
> 1
¿A qué enemigo? (un número o un nombre; «atrás» para volver)
? 1
=== Combate ===
Inés, bárbara de nivel 1
  V [##########--] 31/38   M [######--] 7/10
1) Esqueleto 1           [###-----] 8/24
2) Esqueleto 2           [#######-] 20/24
 Inés golpea al esqueleto 1 (4).
 La furia de Inés se apaga.
1 atacar  2 habilidad  3 objeto  4 huir
> 2
Tus habilidades:
  1) berserker     1 maná   faltan 2 turnos
  2) desgarro      2 maná   falta 1 turno
¿Qué habilidad usas? (un número o un nombre; «atrás» para volver)
? back
=== Combate ===
Inés, bárbara de nivel 1
  V [##########--] 31/38   M [######--] 7/10
1) Esqueleto 1           [###-----] 8/24
2) Esqueleto 2           [#######-] 20/24
1 atacar  2 habilidad  3 objeto  4 huir
> 1
¿A qué enemigo? (un número o un nombre; «atrás» para volver)
? 1
=== Combate ===
Inés, bárbara de nivel 1
  V [#########---] 29/38   M [######--] 7/10
1) Esqueleto 1           [###-----] 8/24
2) Esqueleto 2           [#######-] 20/24
 Inés no acierta al esqueleto 1.
 El esqueleto 1 rasguña a Inés (2).
 El esqueleto 2 no acierta a Inés.
1 atacar  2 habilidad  3 objeto  4 huir
> 2
Tus habilidades:
  1) berserker     1 maná   falta 1 turno
  2) desgarro      2 maná   disponible
¿Qué habilidad usas? (un número o un nombre; «atrás» para volver)
? 2
¿A qué enemigo? (un número o un nombre; «atrás» para volver)
? 1
=== Combate ===
Inés, bárbara de nivel 1
  V [######------] 18/38   M [####----] 5/10
1) Esqueleto 1           [#-------] 2/24
2) Esqueleto 2           [#######-] 20/24
 ¡Inés desgarra al esqueleto 1 con un golpe brutal!
 Inés corta al esqueleto 1 (6).
 El esqueleto 1: ¡herida grave!
 ¡El esqueleto 1 asesta un golpe crítico!
 El esqueleto 1 corta a Inés (11).
El esqueleto 1 ha golpeado y queda al descubierto. ¿Contraatacas?
(sí o no)
? yes
=== Combate ===
Inés, bárbara de nivel 1
  V [#####-------] 15/38   M [####----] 5/10
2) Esqueleto 2           [#######-] 20/24
Bajas: un esqueleto.
 ¡Inés devuelve el golpe al esqueleto 1!
 Inés golpea al esqueleto 1 (3).
 El esqueleto 1 muere.
 El esqueleto 2 rasguña a Inés (3).
1 atacar  2 habilidad  3 objeto  4 huir
> 2
Tus habilidades:
  1) berserker     1 maná   disponible
  2) desgarro      2 maná   faltan 2 turnos
¿Qué habilidad usas? (un número o un nombre; «atrás» para volver)
? 1
=== Combate ===
Inés, bárbara de nivel 1
  V [####--------] 13/38   M [###-----] 4/10
  furia:2
2) Esqueleto 2           [######--] 17/24
Bajas: un esqueleto.
 ¡Inés aúlla, olvida toda prudencia y arremete contra el esqueleto 2!
 ¡La furia consume a Inés!
 Inés golpea al esqueleto 2 (3).
 El esqueleto 2 rasguña a Inés (2).
1 atacar  2 habilidad  3 objeto  4 huir
> 3
Empuñas un hacha y vistes una armadura de cuero.
En tu mochila:
  a) dos pociones de curación
  b) venda
¿Qué objeto usas? (una letra o un nombre; «atrás» para volver)
? a
=== Combate ===
Inés, bárbara de nivel 1
  V [########----] 26/38   M [###-----] 4/10
  furia:1
2) Esqueleto 2           [######--] 17/24
Bajas: un esqueleto.
 Inés usa la poción de curación.
 Inés se siente mejor (+15).
 El esqueleto 2 rasguña a Inés (2).
1 atacar  2 habilidad  3 objeto  4 huir
> 2
Tus habilidades:
  1) berserker     1 maná   faltan 3 turnos
  2) desgarro      2 maná   disponible
¿Qué habilidad usas? (un número o un nombre; «atrás» para volver)
? 2
=== Combate ===
Inés, bárbara de nivel 1
  V [########----] 26/38   M [##------] 2/10
2) Esqueleto 2           [###-----] 10/24
Bajas: un esqueleto.
 ¡Inés desgarra al esqueleto 2 con un golpe brutal!
 Inés corta al esqueleto 2 (7).
 El esqueleto 2 no acierta a Inés.
 La furia de Inés se apaga.
1 atacar  2 habilidad  3 objeto  4 huir
> 2
Tus habilidades:
  1) berserker     1 maná   faltan 2 turnos
  2) desgarro      2 maná   faltan 2 turnos
¿Qué habilidad usas? (un número o un nombre; «atrás» para volver)
? back
=== Combate ===
Inés, bárbara de nivel 1
  V [########----] 26/38   M [##------] 2/10
2) Esqueleto 2           [###-----] 10/24
Bajas: un esqueleto.
1 atacar  2 habilidad  3 objeto  4 huir
> 1
=== Combate ===
Inés, bárbara de nivel 1
  V [########----] 26/38   M [##------] 2/10
2) Esqueleto 2           [##------] 7/24
Bajas: un esqueleto.
 Inés golpea al esqueleto 2 (3).
 El esqueleto 2 no acierta a Inés.
1 atacar  2 habilidad  3 objeto  4 huir
> 2
Tus habilidades:
  1) berserker     1 maná   falta 1 turno
  2) desgarro      2 maná   falta 1 turno
¿Qué habilidad usas? (un número o un nombre; «atrás» para volver)
? back
=== Combate ===
Inés, bárbara de nivel 1
  V [########----] 26/38   M [##------] 2/10
2) Esqueleto 2           [##------] 7/24
Bajas: un esqueleto.
1 atacar  2 habilidad  3 objeto  4 huir
> 1
=== Combate ===
Inés, bárbara de nivel 1
  V [########----] 26/38   M [##------] 2/10
2) Esqueleto 2           [##------] 5/24
Bajas: un esqueleto.
 Inés rasguña al esqueleto 2 (2).
 El esqueleto 2: ¡herida grave!
1 atacar  2 habilidad  3 objeto  4 huir
> 2
Tus habilidades:
  1) berserker     1 maná   disponible
  2) desgarro      2 maná   disponible
¿Qué habilidad usas? (un número o un nombre; «atrás» para volver)
? 1
=== Combate ===
Inés, bárbara de nivel 1
  V [#######-----] 22/38   M [#-------] 1/10
  furia:3
2) Esqueleto 2           [##------] 5/24
Bajas: un esqueleto.
 ¡Inés aúlla, olvida toda prudencia y arremete contra el esqueleto 2!
 ¡La furia consume a Inés!
 Inés no acierta al esqueleto 2.
 El esqueleto 2 golpea a Inés (4).
El esqueleto 2 ha golpeado y queda al descubierto. ¿Contraatacas?
(sí o no)
? yes
=== Combate ===
Inés, bárbara de nivel 1
  V [#######-----] 22/38   M [#-------] 1/10
  furia:1
2) Esqueleto 2           [#-------] 2/24
Bajas: un esqueleto.
 ¡Inés devuelve el golpe al esqueleto 2!
 Inés golpea al esqueleto 2 (3).
 Inés pierde el equilibrio.
 Inés está aturdida y pierde el turno.
 El esqueleto 2 no acierta a Inés.
1 atacar  2 habilidad  3 objeto  4 huir
> 1
#########
#.@%....#                                Nivel 1 de 1
#.).....#
#.......#
#########








Inés, bárbara de nivel 2  EXP 8/40  oro 0
V [########----] 30/46   M [########] 12/12
furia:1
Inés golpea al esqueleto 2 (3).
El esqueleto 2 muere.
Inés alcanza el nivel 2: más fuerza, rapidez y aguante.
> La partida está guardada en ~/.local/share/bloodtrail/save.
