########
#@.....#                                 Nivel 1 de 1
########










Iva, maga de nivel 1  EXP 0/20  oro 0
V [############] 30/30   M [########] 24/24
Iva, la maga, se adentra en la oscuridad.
> e
########
#.@....#                                 Nivel 1 de 1
########










Iva, maga de nivel 1  EXP 0/20  oro 0
V [############] 30/30   M [########] 24/24
escudo:29
A pale light wraps Iva.
Un escudo protege a Iva.
> e
########
#.*@...#                                 Nivel 1 de 1
########










Iva, maga de nivel 1  EXP 0/20  oro 0
V [#######-----] 18/30   M [########] 24/24
escudo:28 veneno:29
Una aguja oxidada pincha a Iva.
El veneno entra en la sangre de Iva.
El veneno quema a Iva (12).
> wait
########
#.*@...#                                 Nivel 1 de 1
########










Iva, maga de nivel 1  EXP 0/20  oro 0
V [##----------] 6/30   M [########] 24/24
escudo:27 veneno:28
El veneno quema a Iva (12).
Iva: ¡herida grave!
> wait
########
#.*@...#                                 Nivel 1 de 1
########










Iva, maga de nivel 1  EXP 0/20  oro 0
V [------------] 0/30   M [########] 24/24
escudo:26 veneno:27
El veneno quema a Iva (12).
Has muerto.
Murió de veneno en el nivel 1 tras 3 turnos.
Iva, maga de nivel 1  EXP 0/20  oro 0
V [------------] 0/30   M [########] 24/24
Fuerza 6  Defensa 5  Agilidad 8  Velocidad 100
Efectos al final: escudo:26 veneno:27
Iva no mató a nadie.
Turnos: 3  Bajas: 0  Sangre derramada: 0
Oro encontrado: 0  Nivel más profundo: 1
Misiones cumplidas: 0  Experiencia: 0  Oro gastado: 0
Puntuación: 0
Los últimos mensajes:
  Iva, la maga, se adentra en la oscuridad.
  A pale light wraps Iva.
  Un escudo protege a Iva.
  Una aguja oxidada pincha a Iva.
  El veneno entra en la sangre de Iva.
  El veneno quema a Iva (12).
  El veneno quema a Iva (12).
  Iva: ¡herida grave!
  El veneno quema a Iva (12).
La historia de esta partida está escrita en
~/.local/share/bloodtrail/morgue-Iva-1.txt.
Esta partida ocupa el puesto 1 de la tabla de puntuaciones
(~/.local/share/bloodtrail/scores).
