Iva, la maga, se adentra en la oscuridad.
Nueva misión: «El rastro de sangre». Sigue la sangre hasta la guarida.
Nivel 1 de 2.
Lugar: Sala de entrada.
Un santuario, a 3 pasos al este.
> near
norte: pared
noreste: pared
este: suelo
sureste: suelo
sur: suelo
suroeste: suelo
oeste: escaleras arriba
noroeste: pared
> around
Escaleras arriba, a 1 paso al oeste.
Un santuario, a 3 pasos al este.
> exits
Escaleras arriba, a 1 paso al oeste.
Un santuario, a 3 pasos al este.
> 3 e
> near
norte: pared
noreste: pared
este: suelo
sureste: suelo
sur: suelo
suroeste: suelo
oeste: suelo
noroeste: pared
> buy
El santuario ofrece, a cambio de oro:
  1) poción de curación, 15 monedas de oro
  2) venda, 6 monedas de oro
Tienes 0 monedas de oro. Con «compra NÚMERO» o «compra NOMBRE» te llevas uno.
> La partida está guardada en ~/.local/share/bloodtrail/save.
