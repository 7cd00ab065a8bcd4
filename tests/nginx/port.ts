/** Port of the nginx the browser tests start on 127.0.0.1 (`npm run serve` has 9000, the fixture site 9001). */
export const nginxPort = Number(process.env.E2E_NGINX_PORT || 9020)
