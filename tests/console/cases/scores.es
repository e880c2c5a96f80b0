Las mejores partidas (HOME/bloodtrail/scores):
  1.    1100  Iva, bárbara de nivel 3, ganó en el nivel 1 tras 10 turnos
              (DATE)
  2.       0  Ivo, mago de nivel 1, cayó ante el Guardián en el nivel 1 tras 9
              turnos (DATE)
1 línea de HOME/bloodtrail/scores no se pudo leer; se conserva tal cual.
