import { circleBoxes, haversineMetres } from '../src/storage/geo.js';
console.log(haversineMetres(50.7374, 7.0982, 50.9375, 6.9603));
console.log(haversineMetres(0, 179.9, 0, -179.9) - (0.2 * Math.PI / 180) * 6371008.8);
console.log(circleBoxes(-90, 0, 1));
const rad = Math.PI/180, angle = 0.999999/6371008.8, lat=-90, bearing=0;
const phi = Math.asin(Math.sin(lat * rad) * Math.cos(angle) + Math.cos(lat * rad) * Math.sin(angle) * Math.cos(bearing));
console.log(phi/rad);
